import { expect, it } from 'vitest'
import { CALLS } from '../../../protocol/calls'
import { envelopeSchema } from '../../../protocol/envelope'
import { loadTranslator } from '../../i18n'
import { withTestServer } from '../../test-support/server'

const server = withTestServer()

async function gameSource(lan: string) {
  const response = await fetch(`${server.url}/java/game/getPCGameSource`, { headers: { lan } })
  return envelopeSchema(CALLS.gameSource.result).parse(await response.json()).result
}

it('lists hot and the nine games in spec order with their slugs, ids and Chinese names', async () => {
  expect(await gameSource('zh_CN')).toEqual([
    { text: '热门', state: 'hot', gameId: 0 },
    { text: '英雄联盟', state: 'lol', gameId: 1 },
    { text: 'CS:GO', state: 'cs:go', gameId: 2 },
    { text: '王者荣耀', state: 'kog', gameId: 3 },
    { text: 'DOTA2', state: 'dota2', gameId: 4 },
    { text: 'PUBG', state: 'pubg', gameId: 5 },
    { text: '和平精英', state: 'pubgmobile', gameId: 6 },
    { text: '英雄联盟手游', state: 'lolmobile', gameId: 7 },
    { text: '篮球', state: 'basketball', gameId: 201 },
    { text: '足球', state: 'soccer', gameId: 202 },
  ])
})

it("names the games in the request's language as the catalogs have them", async () => {
  const translator = loadTranslator()
  const english = await gameSource('en')
  expect(english?.map((g) => g.text)).toEqual(
    ['hot', 'lol', 'csgo', 'kog', 'dota2', 'pubg', 'pubgmobile', 'lolmobile', 'basketball', 'soccer'].map((slug) =>
      translator.translate(`game.${slug}`, 'en'),
    ),
  )
})
