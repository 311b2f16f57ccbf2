/**
 * The administrators of the e2e server (its ADMIN_MOBILES), one per story that reviews anchors: a phone gets
 * one code a minute, so two stories sharing an administrator would fail when they run within a minute.
 */
export const E2E_ADMINS = {
  liveRoom: '13900000001',
  paidRoom: '13900000002',
  experts: '13900000003',
  mall: '13900000004',
  blindBox: '13900000009',
  channel: '13900000007',
  articles: '13900000012',
  videos: '13900000011',
  comments: '13900000013',
  videoUpload: '13900000014',
  videoUploadCap: '13900000015',
  a11y: '13900000047',
} as const
export const E2E_RTMP_PORT = Number(process.env.E2E_RTMP_PORT ?? 19_350)
