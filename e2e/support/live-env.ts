/** The administrator of the e2e server (its ADMIN_MOBILES) and the RTMP port of its ingest. */
export const E2E_ADMIN_MOBILE = '13900000001'
export const E2E_RTMP_PORT = Number(process.env.E2E_RTMP_PORT ?? 19_350)
