import { useLingui } from '@lingui/react/macro'
import { createRootRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { NotFoundPage } from '../ui/status/status-page'
import { usePageTitle } from './-app/use-page-title'
import { RootLayout } from './-components/root-layout'
import { RouteErrorPage } from './-components/route-error-page'

/** The shell around every page; unmatched paths and thrown errors render inside it. */
export const Route = createRootRoute({
  component: RootWithAccount,
  notFoundComponent: NotFoundRoute,
  errorComponent: RouteErrorPage,
})

/**
 * The login modal, the welcome banner and the end of a QQ/WeChat/Telegram login load apart from the entry:
 * no page's first screen shows them, and they bring the account calls' code (and zod) with them. They are
 * here a moment after the page; a modal opened before that shows once they are.
 */
const AccountLayer = lazy(() =>
  import('./-components/account/account-layer').then((m) => ({ default: m.AccountLayer })),
)

/** The shell plus what overlays every page: the login modal and the welcome banner. */
function RootWithAccount() {
  return (
    <>
      <RootLayout />
      <Suspense fallback={null}>
        <AccountLayer />
      </Suspense>
    </>
  )
}

/** An unmatched path: the 404 page, titled as such (not with the home's title). */
function NotFoundRoute() {
  const { t } = useLingui()
  usePageTitle(t({ message: '页面不存在', comment: "The spec's 404 message: This page could not be found" }))
  return <NotFoundPage />
}
