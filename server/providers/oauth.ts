import type { OAuthProvider } from '../../protocol/auth'
import { newSecret } from '../crypto/secrets'

/** Who the third party says the user is. */
export type OAuthProfile = { openId: string; name: string; avatarUrl: string }

/** One OAuth login provider (QQ or WeChat): where to send the user, and how to turn the code into a profile. */
export type OAuthClient = {
  provider: OAuthProvider
  dev: boolean
  authorizeUrl(state: string, redirectUri: string): string
  exchange(code: string, redirectUri: string): Promise<OAuthProfile>
}

export class OAuthExchangeError extends Error {
  override name = 'OAuthExchangeError'
}

const DEV_CODE_TTL_MS = 5 * 60 * 1000

/**
 * The development provider: its authorize page (/java/dev/oauth/authorize) mints a single-use code for a
 * test identity and redirects back exactly as QQ/WeChat do; exchange() redeems it.
 */
export class DevOAuth implements OAuthClient {
  readonly dev = true
  readonly #codes = new Map<string, OAuthProfile & { expiresAt: number }>()
  constructor(
    readonly provider: OAuthProvider,
    private readonly now: () => number,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ provider: this.provider, state, redirect_uri: redirectUri })
    return `/java/dev/oauth/authorize?${query}`
  }

  /** Called by the dev authorize page when the tester clicks "authorize". */
  grant(testUser: string): string {
    const code = newSecret()
    const name = testUser.trim().slice(0, 32) || `${this.provider}-tester`
    this.#codes.set(code, {
      openId: `dev-${this.provider}-${name}`,
      name,
      avatarUrl: '',
      expiresAt: this.now() + DEV_CODE_TTL_MS,
    })
    return code
  }

  async exchange(code: string): Promise<OAuthProfile> {
    const grant = this.#codes.get(code)
    this.#codes.delete(code)
    if (!grant || grant.expiresAt < this.now()) throw new OAuthExchangeError('unknown or expired dev code')
    return { openId: grant.openId, name: grant.name, avatarUrl: grant.avatarUrl }
  }
}

const TIMEOUT_MS = 10_000

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) throw new OAuthExchangeError(`HTTP ${response.status} from ${new URL(url).host}`)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null) throw new OAuthExchangeError('not a JSON object')
  return body as Record<string, unknown>
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** QQ Connect (graph.qq.com), web authorization-code flow. */
export function qqClient(credentials: { appId: string; secret: string }): OAuthClient {
  return {
    provider: 'qq',
    dev: false,
    authorizeUrl: (state, redirectUri) =>
      `https://graph.qq.com/oauth2.0/authorize?${new URLSearchParams({ response_type: 'code', client_id: credentials.appId, redirect_uri: redirectUri, state })}`,
    exchange: async (code, redirectUri) => {
      const token = await getJson(
        `https://graph.qq.com/oauth2.0/token?${new URLSearchParams({ grant_type: 'authorization_code', client_id: credentials.appId, client_secret: credentials.secret, code, redirect_uri: redirectUri, fmt: 'json' })}`,
      )
      const accessToken = text(token.access_token)
      if (!accessToken) throw new OAuthExchangeError('QQ gave no access token')
      const me = await getJson(
        `https://graph.qq.com/oauth2.0/me?${new URLSearchParams({ access_token: accessToken, fmt: 'json' })}`,
      )
      const openId = text(me.openid)
      if (!openId) throw new OAuthExchangeError('QQ gave no openid')
      const info = await getJson(
        `https://graph.qq.com/user/get_user_info?${new URLSearchParams({ access_token: accessToken, oauth_consumer_key: credentials.appId, openid: openId })}`,
      )
      return { openId, name: text(info.nickname), avatarUrl: text(info.figureurl_qq_2) || text(info.figureurl_qq_1) }
    },
  }
}

/** WeChat Open Platform website login (QR connect). */
export function wxClient(credentials: { appId: string; secret: string }): OAuthClient {
  return {
    provider: 'wx',
    dev: false,
    authorizeUrl: (state, redirectUri) =>
      `https://open.weixin.qq.com/connect/qrconnect?${new URLSearchParams({ appid: credentials.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state })}#wechat_redirect`,
    exchange: async (code) => {
      const token = await getJson(
        `https://api.weixin.qq.com/sns/oauth2/access_token?${new URLSearchParams({ appid: credentials.appId, secret: credentials.secret, code, grant_type: 'authorization_code' })}`,
      )
      const accessToken = text(token.access_token)
      const openId = text(token.unionid) || text(token.openid)
      if (!accessToken || !openId) throw new OAuthExchangeError('WeChat gave no access token')
      const info = await getJson(
        `https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid: text(token.openid) })}`,
      )
      return { openId, name: text(info.nickname), avatarUrl: text(info.headimgurl) }
    },
  }
}
