// The live area's limits apart from its schemas: the client's cache reads them on every page, and importing
// protocol/live.ts for them built its ~80 zod schemas in the first screen's tasks (the socket's code builds
// them later, in a task of its own).

/** Limits of live rooms, anchors, chat and gifts (§3 Live room, Anchor profile; §8 chat and gifts). */
export const LIVE_LIMITS = {
  titleMax: 30,
  chatTextMax: 50,
  /** Newest chat messages a client keeps per room, and the most a history call returns. */
  chatHistoryKept: 500,
  chatHistoryPage: 200,
  /** A user below this level may not chat (new accounts start at level 1). */
  chatMinLevelDefault: 1,
  /** Slow mode choices (seconds between two messages of one user); 0 is off. */
  slowModeChoices: [0, 3, 10, 30, 60],
  keywordsMax: 50,
  keywordMaxLength: 20,
  introShortMax: 30,
  introDetailMax: 500,
  pictureMaxBytes: 200 * 1024,
  /** Neither side of a cover or picture may be longer (a small file can declare a huge canvas). */
  pictureMaxSide: 4096,
  giftCountChoices: [1, 10, 66, 99],
  /** Coins to unlock a paid room for one broadcast. */
  paidRoomPrice: 20,
  /** Share of gift coins credited to the anchor's revenue, in percent. */
  anchorSharePercent: 100,
  leaderboardSize: 20,
  /** The publishing flag goes false when the ingest has not seen the stream for this long. */
  stallAfterMs: 8000,
} as const
