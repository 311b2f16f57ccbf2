import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const serverPort = Number(process.env.PORT ?? 3000)

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
  ],
  server: {
    port: 5173,
    proxy: {
      '/java': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
      '/hls': `http://127.0.0.1:${serverPort}`,
      '/live/image': `http://127.0.0.1:${serverPort}`,
    },
  },
  // No source maps in the build: served from dist/, they would publish the client's sources to anyone.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
})
