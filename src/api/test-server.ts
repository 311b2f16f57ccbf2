import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the tiny test server saw it. */
export type SeenRequest = {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

export type TestHandler = (request: SeenRequest, response: ServerResponse) => void

/**
 * A real HTTP server on 127.0.0.1 and a free port, for tests of the api client and the stream sources.
 * Test-only; never imported by app code.
 */
export async function startTestServer(handler: TestHandler): Promise<{
  server: Server
  origin: string
  seen: SeenRequest[]
  close: () => Promise<void>
}> {
  const seen: SeenRequest[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body,
      }
      seen.push(request)
      handler(request, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
