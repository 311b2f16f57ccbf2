// The choice of an entity's name per locale is the contract's (protocol/entity-names.ts), so the server's
// first screen of a match page prints the names the app then prints.
export { entityName, leagueNameOf, type Named } from '../../protocol/entity-names'
