import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { taskAfter } from './api/next-task'
import { applyAppStylesheet } from './boot/app-stylesheet'
import { activateInitialLocale } from './i18n/activate'
import { installChunkReload } from './routes/-app/chunk-reload'
import { networkHints, preloadPolicy } from './routes/-app/preload-policy'
import { registerServiceWorker } from './routes/-app/service-worker'
import { RouteErrorPage } from './routes/-components/route-error-page'
import { routeTree } from './routeTree.gen'
import { sessionExpired$ } from './streams/account/session-expired'

// index.html only preloads the app's stylesheet (its skeleton's rules are inline); it must apply before the first
// render. In a task of its own: the browser parses the sheet as it is linked (9 ms a load at 4× CPU, measured by
// bench/long-task-sources.ts), which would lengthen the entry's evaluation, already a long task on a phone.
const stylesheet = taskAfter().then(() => applyAppStylesheet())
installChunkReload(window)
registerServiceWorker()
// The catalog must be active before the first render, or the first paint would show message ids.
const catalog = activateInitialLocale()
// The sources and writers load apart from the entry, from the start, beside the catalog (the first fetches
// go out sooner); they start once it is active, as a notice they raise is worded with it. The first screen
// renders from the cache at once, and what loads meanwhile waits on the app's bus until the writers listen
// (src/streams/core/bus.ts).
void Promise.all([import('./streams/start'), catalog])
  // In a task of its own: the chunks' evaluation (their schemas built) and the start (the cache opened, every
  // writer subscribed, the connection begun) were one task of 300 ms and more on a phone's CPU.
  // (taskAfter, not a timer: a tab opened behind others would wait up to a second for it.)
  .then(([{ startStreams }]) => taskAfter().then(startStreams))
  .catch((error: unknown) => console.error('the data streams did not load', error))
// The router in a task of its own, after the one that evaluated the entry's modules: building it (the route
// table's tree, the history) was a quarter of that task, 250 ms and more on a phone's CPU.
await taskAfter()
const router = createRouter({
  routeTree,
  // Hovered links fetch their route's code ahead of the click, unless the visitor saves data (§9).
  defaultPreload: preloadPolicy(networkHints()),
  // A page that fails shows its error inside the layout, under the header (the root's is the last resort).
  defaultErrorComponent: RouteErrorPage,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// §4: an expired session has already cleared the user and cookies (src/api); the visitor lands on home. Before
// the streams start: the page's first call may be the one that finds the session gone, and the stream does not
// replay it to a late listener.
sessionExpired$.subscribe(() => void router.navigate({ to: '/' }))

// The page's route code must be in too, or the first render would replace index.html's skeleton with an
// empty shell until it is (a blank page for a moment), and so must the stylesheet, or it would paint unstyled.
// A route that fails to load still renders: the router keeps the error for its error page.
await Promise.all([catalog, router.load().catch(() => undefined), stylesheet])

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The first render is a transition: React renders it in slices of a few milliseconds, yielding between them,
// instead of one task of 60–140 ms (four times that on a phone's CPU); index.html's skeleton stays until it
// commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
})
