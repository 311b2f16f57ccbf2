import { io as connect, type Socket } from 'socket.io-client'
import type { ChatMessage } from '../../protocol/live'
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/socket'

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>

/**
 * A socket.io client of the test server (logged in when a token is given), connected, with every chat line
 * it is pushed; `opened` collects it so the test file can disconnect it after each test.
 */
export async function connectChatClient(
  url: string,
  token: string | null,
  opened: ChatClient[],
): Promise<{ socket: ChatClient; lines: ChatMessage[] }> {
  const socket: ChatClient = connect(url, { transports: ['websocket'], forceNew: true, auth: token ? { token } : {} })
  opened.push(socket)
  const lines: ChatMessage[] = []
  socket.on('chat:lines', (batch) => lines.push(...batch.lines))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return { socket, lines }
}
