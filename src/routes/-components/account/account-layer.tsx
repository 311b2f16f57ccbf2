import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { closeLogin, goToLoginState, useLoginModal } from '../../../app-state/login-modal'
import { useWelcome } from '../../../app-state/welcome'
import {
  bindPhone,
  completeOAuth,
  loginByCode,
  loginByPassword,
  loginWithTelegram,
  markTelegramStarted,
  resetPassword,
  sendCode,
  startOAuth,
  useLoginProviders,
} from '../../../streams/account/session-hooks'
import { LoginModal } from '../../../ui/login/login-modal'
import type { LoginActions, ProviderId } from '../../../ui/login/login-types'
import { WelcomeBanner } from '../../../ui/login/welcome-banner'
import { startTelegram, telegramReturn, withoutTelegramFields } from './telegram-login'

const OAUTH_RETURN_FIELDS = ['code', 'state', 'type'] as const

/** The page's URL without the OAuth return parameters. */
function withoutOAuthFields(href: string): URL {
  const url = new URL(href)
  for (const field of OAUTH_RETURN_FIELDS) url.searchParams.delete(field)
  return url
}

/** Where QQ/WeChat should send the user back: this page, as a same-site path (the server checks it). */
function returnPath(): string {
  const url = withoutOAuthFields(globalThis.location.href)
  return `${url.pathname}${url.search}`
}

/**
 * Mounted once over every page: the login modal (§2, §4), the new-user welcome banner, and the end of a
 * QQ/WeChat login (the redirect back carries `code` and `state`, removed from the URL once used).
 */
export function AccountLayer() {
  const modal = useLoginModal()
  const welcome = useWelcome()
  const info = useLoginProviders(modal.showModel)
  const navigate = useNavigate()

  // Back from QQ/WeChat (code, state) or Telegram (signed fields): the URL is cleaned first, so a reload
  // cannot replay single-use data (and the signed data stays out of history), then the login completes —
  // if this tab started it; a link carrying someone else's return is ignored (see login-markers.ts).
  useEffect(() => {
    const href = globalThis.location.href
    const url = new URL(href)
    const code = url.searchParams.get('code')
    const state = url.searchParams.get('state')
    const type = url.searchParams.get('type')
    const telegram = telegramReturn(href)
    if (code && state) {
      const clean = withoutOAuthFields(href)
      void navigate({ href: `${clean.pathname}${clean.search}${clean.hash}`, replace: true })
      void completeOAuth(code, state, type === 'qq' || type === 'wx' ? type : null)
    } else if (telegram) {
      const clean = withoutTelegramFields(href)
      void navigate({ href: `${clean.pathname}${clean.search}${clean.hash}`, replace: true })
      void loginWithTelegram(telegram)
    }
  }, [navigate])

  const providers = useMemo<ProviderId[]>(
    () => (info?.providers ?? []).filter((p) => p.enabled).map((p) => p.id),
    [info],
  )
  const actions = useMemo<LoginActions>(
    () => ({
      sendCode,
      loginByCode,
      loginByPassword,
      resetPassword,
      bindPhone,
      startProvider: async (id) => {
        if (id === 'qq' || id === 'wx') return startOAuth(id, returnPath())
        if (id === 'telegram' && info?.telegram) {
          markTelegramStarted()
          return startTelegram(info.telegram)
        }
        return null
      },
      goTo: goToLoginState,
      close: closeLogin,
    }),
    [info],
  )

  return (
    <>
      <LoginModal
        view={modal}
        actions={actions}
        providers={providers}
        localOutbox={info?.localOutbox ?? null}
        pendingBind={
          modal.pendingBind ? { name: modal.pendingBind.qqOrWechatName, avatar: modal.pendingBind.headimgurl } : null
        }
      />
      <WelcomeBanner coins={welcome} />
    </>
  )
}
