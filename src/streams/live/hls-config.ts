import type { HlsConfig } from 'hls.js'

/**
 * hls.js settings of the live room's player, chosen with bench/glass-to-glass.ts against the ingest's 1 s
 * segments (figures in bench/README.md): play 2 segments behind the live edge instead of 3, about 2.1 s
 * glass-to-glass. Going closer (1–1.5 s behind the edge, with or without faster catch-up playback) saved
 * another half second but rebuffered several times a minute. The ingest writes plain HLS (no LL-HLS parts),
 * so lowLatencyMode changes nothing here.
 */
export const LOW_LATENCY_HLS_CONFIG: Partial<HlsConfig> = { liveSyncDurationCount: 2 }
