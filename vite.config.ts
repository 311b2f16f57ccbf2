import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress'

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
    precompress(),
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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
})
