/**
 * The administrators of the e2e server (its ADMIN_MOBILES), one per story that reviews anchors: a phone gets
 * one code a minute, so two stories sharing an administrator would fail when they run within a minute. A story
 * asks for its phone with adminMobile, which gives a retry a phone of its own.
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
/** How many attempts of a story get an administrator's phone: the first and CI's one retry, and one spare. */
const ATTEMPTS = 3

/**
 * `mobile` for an attempt of a story: the first attempt's phone itself, a retry's another phone of the same
 * role (its eighth digit the attempt's number). A retry runs within a minute of the attempt before, whose code
 * the phone's one-code-a-minute limit would refuse to repeat.
 */
export function attemptMobile(mobile: string, attempt: number): string {
  return attempt === 0 ? mobile : `${mobile.slice(0, 7)}${attempt}${mobile.slice(8)}`
}

/** Every phone the e2e server makes an administrator: each role's, for every attempt. */
export const ADMIN_MOBILES = Object.values(E2E_ADMINS).flatMap((mobile) =>
  Array.from({ length: ATTEMPTS }, (_, attempt) => attemptMobile(mobile, attempt)),
)

/** The administrator's phone of `role` for the running attempt of the story (test.info().retry). */
export function adminMobile(role: keyof typeof E2E_ADMINS, attempt: number): string {
  if (attempt >= ATTEMPTS) throw new Error(`no administrator's phone for attempt ${attempt + 1} of a story`)
  return attemptMobile(E2E_ADMINS[role], attempt)
}

export const E2E_RTMP_PORT = Number(process.env.E2E_RTMP_PORT ?? 19_350)
