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
    first: words(
      'James Harry Jack Oliver George Charlie Thomas Jacob Alfie Joe Ben Luke Callum Declan Mason Reece William Henry Samuel Daniel Joshua Ryan Adam Nathan Lewis Connor Kieran Owen Jamie Aaron Ethan Harvey Dylan Elliot Tom Rhys Kyle Marcus Sam Jordan',
    ),
    last: words(
      'Smith Jones Taylor Brown Walker Wright Robinson Thompson Hughes Green Hall Wood Clarke Palmer Mitchell Barnes Evans Davies Wilson Roberts Johnson Lewis Walsh Edwards Turner Cooper Hill Ward Morris Moore Clark Harrison Scott Baker Wells Kelly Holmes Price Bennett Shaw',
    ),
  },
  ES: {
    first: words(
      'Pablo Sergio Álvaro Javier Daniel Carlos Mikel Iker Rodrigo Pedro Marcos Alejandro Dani Raúl Unai Aitor Hugo Mario Adrián Diego Jorge Rubén Víctor Gonzalo Fernando Nacho Borja Jaime Óscar Íñigo Martín Mateo Samuel Lucas Nicolás Gerard Marc Jordi Héctor Luis',
    ),
    last: words(
      'García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Ruiz Navarro Torres Moreno Herrera Romero Ortega Díaz Hernández Muñoz Álvarez Jiménez Vázquez Castro Ramos Gil Serrano Blanco Molina Morales Suárez Ortiz Delgado Marín Rubio Sanz Iglesias Medina Garrido Cortés Castillo',
    ),
  },
  DE: {
    first: words(
      'Lukas Leon Jonas Felix Maximilian Niklas Florian Jan Tim Julian Kai Thomas Manuel Leroy Joshua Robin Paul Finn Elias Noah Luca Moritz David Philipp Tobias Sebastian Dominik Marcel Patrick Benedikt Fabian Lennart Malte Jannik Till Nico Marvin Pascal Kevin Dennis',
    ),
    last: words(
      'Müller Schmidt Schneider Fischer Weber Becker Wagner Hoffmann Schäfer Koch Richter Klein Wolf Neumann Brandt Krüger Schulz Zimmermann Braun Hofmann Hartmann Lange Schmitt Werner Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang',
    ),
  },
  IT: {
    first: words(
      'Lorenzo Federico Alessandro Matteo Davide Nicolò Giacomo Andrea Marco Gianluca Riccardo Francesco Stefano Sandro Manuel Giorgio Luca Simone Tommaso Filippo Gabriele Leonardo Edoardo Emanuele Daniele Fabio Paolo Mattia Pietro Antonio Giuseppe Salvatore Vincenzo Roberto Luigi Cristian Michele Domenico Enrico Ivan',
    ),
    last: words(
      'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Barella Costa Mancini Fontana Santoro Rizzo Lombardi Moretti Caruso Ferri Leone Longo Gentile Martinelli Vitale Serra Coppola Marchetti Parisi Villa Conte Ferrara Sala Fabbri Bellini',
    ),
  },
  FR: {
    first: words(
      'Lucas Hugo Théo Antoine Kylian Ousmane Jules Adrien Mathis Benjamin Nicolas Raphaël Aurélien Dayot Warren Youssouf Louis Gabriel Arthur Léo Paul Maxime Alexandre Clément Baptiste Romain Quentin Thomas Victor Enzo Nathan Tom Valentin Florian Mehdi Yanis Bastien Corentin Loïc Damien',
    ),
    last: words(
      'Martin Bernard Dubois Thomas Robert Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia Fofana Camara Roux Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Lefèvre Faure André Mercier Blanc Guérin Boyer Garnier Chevalier François Legrand Gauthier Perrin Morel',
    ),
  },
  BR: {
    first: words(
      'Gabriel Lucas Matheus Vinícius Rodrygo Bruno Thiago Felipe Raphinha Éder Casemiro Richarlison Danilo Marquinhos Gustavo João Pedro Rafael Leonardo Guilherme Caio Diego Rodrigo André Igor Vitor Samuel Arthur Bernardo Heitor Davi Enzo Murilo Otávio Renan Luan Wesley Everton Douglas Fábio',
    ),
    last: words(
      'Silva Santos Oliveira Souza Lima Pereira Costa Ferreira Alves Ribeiro Carvalho Gomes Martins Araújo Barbosa Rocha Nascimento Mendes Cardoso Teixeira Moreira Correia Cavalcanti Dias Castro Campos Freitas Moura Nunes Vieira Monteiro Machado Borges Pinto Lopes Rezende Farias Batista Andrade Cunha',
    ),
  },
  US: {
    first: words(
      'Michael Chris Tyler Jordan Brandon Kevin Anthony Jalen Darius Marcus Devin Tyrese Cameron Zach Austin Isaiah James Robert David Joshua Ethan Jayden Malik Trey Jamal Derrick Terrence Andre Xavier Caleb Elijah Nolan Grant Trevor Dominic Jaylen Keegan Reggie Marquis Ty',
    ),
    last: words(
      'Johnson Williams Brown Davis Miller Wilson Moore Jackson White Harris Martin Thompson Young Allen King Scott Robinson Walker Lewis Hall Wright Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Reed Cook',
    ),
  },
  SE: {
    first: words(
      'Erik Lars Anders Johan Oscar Viktor Emil Linus Gustav Axel Hampus Niklas Simon Robin Ludvig Isak Filip Albin William Elias Anton Adam Olle Jonas Mattias Henrik Fredrik Mikael Daniel Sebastian Jesper Kalle Love Melker Otto Theo Arvid Sixten Hugo Vincent',
    ),
    last: words(
      'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Lindberg Berg Lund Holm Ek Strand Jakobsson Magnusson Olofsson Lindström Lindqvist Lindgren Axelsson Bergström Lundberg Lundgren Jonsson Petersson Mattsson Hansson Fransson Nyberg Forsberg Sandberg Blom Wallin Engström Håkansson Danielsson Sjöberg',
    ),
  },
  RU: {
    first: words(
      'Aleksandr Dmitry Sergey Ivan Nikita Artem Maksim Denis Ilya Kirill Egor Roman Vladislav Mikhail Pavel Andrey Alexey Yuri Oleg Viktor Anton Stanislav Konstantin Gleb Timur Ruslan Vadim Nikolay Evgeny Igor Fyodor Matvey Daniil Bogdan Leonid Arseny Grigory Yaroslav Timofey Vasily',
    ),
    last: words(
      'Ivanov Smirnov Kuznetsov Popov Volkov Sokolov Lebedev Kozlov Novikov Morozov Petrov Orlov Zaitsev Pavlov Semenov Golubev Fedorov Mikhailov Nikolaev Vasiliev Alekseev Romanov Vorobyov Frolov Belov Komarov Tarasov Bogdanov Kiselev Makarov Andreev Kovalev Ilyin Gusev Titov Kuzmin Kudryavtsev Baranov Kulikov Borisov',
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

/**
 * Words a generated gamer tag is made of: ordinary words and pinyin syllables, never a known pro's handle
 * (a generated CS player called Ruler or Kanavi reads as a LoL star on the wrong roster).
 */
const HANDLE_PARTS = words(
  'blaze shadow viper storm frost nova raven echo flash luna milo nero orion pulse sky titan wolf xian yuki zen bolt coco drake ember fate hope ion jet mist night onyx pixel quin rain sonic tide umbra vex wind xiao yang ming hao lang feng cedar lark finch maple comet quartz ripple saber talon vortex willow zephyr amber basil cobalt dune flint glade harbor indigo juniper kestrel lotus mango nectar opal pepper quill rowan sable thistle',
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
