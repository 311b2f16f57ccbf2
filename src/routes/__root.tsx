import { createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../ui/status/status-page'
import { AccountLayer } from './-components/account/account-layer'
import { RootLayout } from './-components/root-layout'
import { RouteErrorPage } from './-components/route-error-page'

/** The shell around every page; unmatched paths and thrown errors render inside it. */
export const Route = createRootRoute({
  component: RootWithAccount,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/** The shell plus what overlays every page: the login modal and the welcome banner. */
function RootWithAccount() {
  return (
    <>
      <RootLayout />
      <AccountLayer />
    </>
  )
}
