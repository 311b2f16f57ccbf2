/**
 * Rooms a client may join: every match, the matches of one game, or one match; the live-room list
 * ('live'), or one live room's chat, gifts and viewers ('live:<roomId>': its sockets are its viewers).
 * socket.ts's roomSchema checks the same pattern; this module stays free of zod for code on the first screen.
 */
export const ROOM_PATTERN = /^(?:matches|game:\d{1,3}|match:[\w-]{1,64}|live|live:\d{1,12})$/
export type Room = string

/** Whether `value` names a room. */
export function isRoom(value: unknown): value is Room {
  return typeof value === 'string' && ROOM_PATTERN.test(value)
}

/** A live room's id as a page path's last segment (`/{game}/{roomId}`): all digits, which a match id never is. */
export function isRoomIdSegment(segment: string): boolean {
  return /^[1-9]\d{0,11}$/.test(segment)
}
