import type { Rng } from '../prng'

const words = (text: string): readonly string[] => text.split(/\s+/).filter(Boolean)

// Name pools for generated players. Real names are written the way the player's home media writes them:
// Chinese characters for Chinese players, romanized for everyone else.

const CN_SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const CN_GIVEN =
  '伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林欢阳建亮成峰锋彬晨轩昊然博文宏志翔子豪嘉俊睿泽宇航一鸣天佑思远逸凡家乐梓浩皓轩新宇振东海洋'

export function chineseName(rng: Rng): string {
  const surname = rng.pick([...CN_SURNAMES])
  const given = [...CN_GIVEN]
  return rng.chance(0.7) ? surname + rng.pick(given) + rng.pick(given) : surname + rng.pick(given)
}

const KR_SURNAMES = words('Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang Ahn Song Ryu Moon')
const KR_SYLLABLES = words('min jun seo hyun woo jin sung ho young jae dong hoon su chan gyu tae won seok hyeok geon')

export function koreanName(rng: Rng): string {
  const given = `${rng.pick(KR_SYLLABLES)}-${rng.pick(KR_SYLLABLES)}`
  return `${rng.pick(KR_SURNAMES)} ${given[0]?.toUpperCase()}${given.slice(1)}`
}

type Pool = { first: readonly string[]; last: readonly string[] }

const POOLS: Record<string, Pool> = {
  GB: {
    first: words('James Harry Jack Oliver George Charlie Thomas Jacob Alfie Joe Ben Luke Callum Declan Mason Reece'),
    last: words(
      'Smith Jones Taylor Brown Walker Wright Robinson Thompson Hughes Green Hall Wood Clarke Palmer Mitchell Barnes',
    ),
  },
  ES: {
    first: words(
      'Pablo Sergio Álvaro Javier Daniel Carlos Mikel Iker Rodrigo Pedro Marcos Alejandro Dani Raúl Unai Aitor',
    ),
    last: words(
      'García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Ruiz Navarro Torres Moreno Herrera Romero Ortega',
    ),
  },
  DE: {
    first: words(
      'Lukas Leon Jonas Felix Maximilian Niklas Florian Jan Tim Julian Kai Thomas Manuel Leroy Joshua Robin',
    ),
    last: words(
      'Müller Schmidt Schneider Fischer Weber Becker Wagner Hoffmann Schäfer Koch Richter Klein Wolf Neumann Brandt Krüger',
    ),
  },
  IT: {
    first: words(
      'Lorenzo Federico Alessandro Matteo Davide Nicolò Giacomo Andrea Marco Gianluca Riccardo Francesco Stefano Sandro Manuel Giorgio',
    ),
    last: words(
      'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Barella Costa Mancini',
    ),
  },
  FR: {
    first: words(
      'Lucas Hugo Théo Antoine Kylian Ousmane Jules Adrien Mathis Benjamin Nicolas Raphaël Aurélien Dayot Warren Youssouf',
    ),
    last: words(
      'Martin Bernard Dubois Thomas Robert Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia Fofana Camara',
    ),
  },
  BR: {
    first: words(
      'Gabriel Lucas Matheus Vinícius Rodrygo Bruno Thiago Felipe Raphinha Éder Casemiro Richarlison Danilo Marquinhos Gustavo João',
    ),
    last: words(
      'Silva Santos Oliveira Souza Lima Pereira Costa Ferreira Alves Ribeiro Carvalho Gomes Martins Araújo Barbosa Rocha',
    ),
  },
  US: {
    first: words(
      'Michael Chris Tyler Jordan Brandon Kevin Anthony Jalen Darius Marcus Devin Tyrese Cameron Zach Austin Isaiah',
    ),
    last: words(
      'Johnson Williams Brown Davis Miller Wilson Moore Jackson White Harris Martin Thompson Young Allen King Scott',
    ),
  },
  SE: {
    first: words('Erik Lars Anders Johan Oscar Viktor Emil Linus Gustav Axel Hampus Niklas Simon Robin Ludvig Isak'),
    last: words(
      'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Lindberg Berg Lund Holm Ek Strand',
    ),
  },
  RU: {
    first: words(
      'Aleksandr Dmitry Sergey Ivan Nikita Artem Maksim Denis Ilya Kirill Egor Roman Vladislav Mikhail Pavel Andrey',
    ),
    last: words(
      'Ivanov Smirnov Kuznetsov Popov Volkov Sokolov Lebedev Kozlov Novikov Morozov Petrov Orlov Zaitsev Pavlov Semenov Golubev',
    ),
  },
}
const POOL_ALIASES: Record<string, string> = {
  GB: 'GB',
  US: 'US',
  CA: 'US',
  AU: 'GB',
  ES: 'ES',
  AR: 'ES',
  MX: 'ES',
  CO: 'ES',
  PT: 'BR',
  BR: 'BR',
  DE: 'DE',
  AT: 'DE',
  CH: 'DE',
  NL: 'DE',
  IT: 'IT',
  FR: 'FR',
  BE: 'FR',
  SE: 'SE',
  DK: 'SE',
  NO: 'SE',
  FI: 'SE',
  RU: 'RU',
  UA: 'RU',
  KZ: 'RU',
  PL: 'RU',
  CZ: 'RU',
  RS: 'RU',
  HR: 'RU',
  SK: 'RU',
  MN: 'RU',
  TR: 'DE',
}

/** A real name as the player's home media writes it. */
export function personName(rng: Rng, country: string): string {
  if (country === 'CN' || country === 'TW') return chineseName(rng)
  if (country === 'KR') return koreanName(rng)
  const pool = POOLS[POOL_ALIASES[country] ?? 'US'] ?? (POOLS.US as Pool)
  return `${rng.pick(pool.first)} ${rng.pick(pool.last)}`
}

const HANDLE_PARTS = words(
  'ace blaze shadow viper storm frost nova ghost raven zeus echo flash kira luna milo nero orion pulse rex sky titan wolf xian yuki zen bolt coco drake ember fate hope ion jet knight leo mist night onyx pixel quin rain sonic tide umbra vex wind xiao yang zhi ming hao lang feng long meteor creme ruler scout knight bin elk on wei tian breathe hang kanavi',
)
const HANDLE_STYLES = [
  (a: string) => a[0]?.toUpperCase() + a.slice(1),
  (a: string, b: string) => a[0]?.toUpperCase() + a.slice(1) + b,
  (a: string) => a,
  (a: string, _b: string, n: number) => `${a[0]?.toUpperCase()}${a.slice(1)}${n}`,
]

/** A gamer tag that reads like a real one (Meteor, xiaohu, Zeus7 …). */
export function gamerTag(rng: Rng): string {
  const style = rng.pick(HANDLE_STYLES)
  return style(rng.pick(HANDLE_PARTS), rng.pick(HANDLE_PARTS), rng.int(1, 99))
}

/** A birth date as YYYY-MM-DD in [fromYear, toYear]. */
export function birthDate(rng: Rng, fromYear: number, toYear: number): string {
  const month = rng.int(1, 12)
  const day = rng.int(1, 28)
  return `${rng.int(fromYear, toYear)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
