import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootPages } from './scripts/boot-pages'
import { offlineAssets } from './scripts/offline-assets'
import { precompress } from './scripts/precompress'

const serverPort = Number(process.env.PORT ?? 3000)
/** A route file itself (not a `-components/` file, not a component the router plugin split off). */
const ROUTE_TABLE_MODULE = /\/src\/(routes\/([^-?/][^?/]*\/)*[^-?/][^?/]*\.tsx|routeTree\.gen\.ts)$/

export default defineConfig({
  base: '/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    bootPages(),
    offlineAssets(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/java': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
      '/hls': `http://127.0.0.1:${serverPort}`,
      '/live/image': `http://127.0.0.1:${serverPort}`,
      '/expert/image': `http://127.0.0.1:${serverPort}`,
      '/pay': `http://127.0.0.1:${serverPort}`,
    },
  },
  // No source maps in the build: served from dist/, they would publish the client's sources to anyone.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // One stylesheet for the whole portal (~18 KB gzipped), linked from index.html: split per chunk, a first load
    // of the home inserted ~40 stylesheet links from script as its route's chunks loaded, each a fetch and a
    // restyle of the page, in the tasks that also evaluate the chunks (long tasks on a phone's CPU).
    cssCodeSplit: false,
    // index.html preloads what the entry needs; a dynamic import made by script adds no <link rel=modulepreload>
    // per chunk it depends on (the browser fetches a chunk's imports as soon as it parses it): inserting them
    // was 170 ms of appendChild in a first load of `/` at 4× CPU slowdown.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The route table's own modules (paths, params, search; their components are split off by the
            // router plugin as `?tsr-split=…`). Every page needs all of them to match a URL; without this each
            // became its own tiny chunk and modulepreload of `/`, named after routes the page does not show.
            { name: 'route-table', test: ROUTE_TABLE_MODULE },
            // zod alone: the schemas of protocol/ are split by what imports them (each area of protocol/calls/
            // loads with its first call, see protocol/call-areas.ts), so a page builds only the schemas it uses.
            { name: 'zod', test: /\/node_modules\/zod\//, priority: 10 },
            { name: 'db', test: /\/src\/db\// },
          ],
        },
      },
    },
  },
})
