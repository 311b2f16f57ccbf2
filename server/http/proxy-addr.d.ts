// proxy-addr (a dependency of Fastify) ships no types; these are the two functions used here.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http'

  type Trust = (address: string, hop: number) => boolean
  function proxyAddr(request: IncomingMessage, trust: Trust): string
  namespace proxyAddr {
    function compile(values: string[]): Trust
  }
  export default proxyAddr
}
