import { basketballCatalogue } from './games/basketball'
import { csgoCatalogue } from './games/csgo'
import { dota2Catalogue } from './games/dota2'
import { footballCatalogue } from './games/football'
import { kogCatalogue } from './games/kog'
import { lolCatalogue } from './games/lol'
import { lolmobileCatalogue } from './games/lolmobile'
import { pubgCatalogue, pubgmobileCatalogue } from './games/pubg'
import { distinctPlayerNames } from './rosters'
import { type GameCatalogue, mergeCatalogues } from './types'

/** Esports players go by a gamer tag; footballers and basketball players by their names. */
const TAGGED = (gameId: number) => gameId < 200

/** The whole catalogue, built in memory from the seed data and the generators; pure and deterministic. */
export function buildCatalogue(): GameCatalogue {
  const catalogue = mergeCatalogues([
    lolCatalogue(),
    csgoCatalogue(),
    kogCatalogue(),
    dota2Catalogue(),
    pubgCatalogue(),
    pubgmobileCatalogue(),
    lolmobileCatalogue(),
    basketballCatalogue(),
    footballCatalogue(),
  ])
  return { ...catalogue, players: distinctPlayerNames(catalogue.players, TAGGED) }
}
