/** What site search finds, in the order its groups are shown (calls/search.ts's searchKindSchema). */
export const SEARCH_KINDS = ['league', 'team', 'player', 'match', 'anchor', 'room'] as const
