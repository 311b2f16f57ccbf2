import type { CallResult } from '../../../protocol/calls'
import type { AnchorStanding, LiveSettings, RevenueRecord } from '../../../protocol/live'

type ApplicationEntry = CallResult<'anchorApplications'>['list'][number]

/** The anchor centre's bus events (the logged-in user's own anchor data); the anchor writer stores them. */
export type AnchorEvent =
  | { type: 'anchor/standing'; standing: AnchorStanding & { anchor: boolean }; at: number }
  | { type: 'anchor/settings'; settings: LiveSettings; at: number }
  /** GET /anchor/isBroadcast while the live settings page polls it: patches the stored settings. */
  | { type: 'anchor/broadcast'; live: boolean; publishing: boolean; at: number }
  | { type: 'anchor/revenue'; days: number; list: RevenueRecord[]; at: number }
  | { type: 'anchor/totals'; today: number; week: number; total: number; at: number }
  | { type: 'anchor/applications'; list: ApplicationEntry[]; reset: boolean }
