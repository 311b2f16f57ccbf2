import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Avatar } from '../user/avatar'

/** What the header shows of the logged-in user. */
export type AccountSummary = {
  uid: number
  username: string
  avatar: string | null
  level: number
  gold: number | null
}

export type LoginEntryProps = {
  /** null when nobody is logged in; undefined while the cache is read (nothing is shown yet). */
  user: AccountSummary | null | undefined
  onLogin: () => void
  onLogout: () => void
}

/** The header's account corner: the login button, or the user's avatar with a menu of the user area. */
export function LoginEntry({ user, onLogin, onLogout }: LoginEntryProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  if (user === undefined)
    return (
      <span className="login-button login-placeholder" aria-hidden="true">
        <Trans>登录 / 注册</Trans>
      </span>
    )
  if (user === null) {
    return (
      <button type="button" className="login-button" data-testid="login-button" onClick={onLogin}>
        <Trans>登录 / 注册</Trans>
      </button>
    )
  }
  const close = () => setOpen(false)
  return (
    <div className="account-entry" ref={box}>
      <button
        type="button"
        className="account-button"
        data-testid="account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        title={t`我的账号`}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar src={user.avatar} name={user.username} size={28} />
        <span className="account-name" data-testid="account-name">
          {user.username}
        </span>
      </button>
      {open ? (
        <div className="account-menu" role="menu" data-testid="account-menu">
          <div className="account-menu-head">
            <strong>{user.username}</strong>
            <span className="account-level">Lv.{user.level}</span>
            {user.gold === null ? null : (
              <span className="account-gold" data-testid="account-gold">
                <Trans>金币 {user.gold}</Trans>
              </span>
            )}
          </div>
          <Link to="/userInfo/info" role="menuitem" onClick={close}>
            <Trans>个人主页</Trans>
          </Link>
          <Link to="/userInfo/setting" role="menuitem" onClick={close}>
            <Trans>账号设置</Trans>
          </Link>
          <Link to="/userInfo/water" role="menuitem" onClick={close}>
            <Trans>金币明细</Trans>
          </Link>
          <Link to="/userInfo/focus" role="menuitem" onClick={close}>
            <Trans>我的关注</Trans>
          </Link>
          <Link to="/userInfo/myOrder" role="menuitem" onClick={close}>
            <Trans>我的订单</Trans>
          </Link>
          <button
            type="button"
            role="menuitem"
            data-testid="logout-button"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            <Trans>退出登录</Trans>
          </button>
        </div>
      ) : null}
    </div>
  )
}
