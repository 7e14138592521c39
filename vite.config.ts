import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import backendPaths from './scripts/backend-paths.json'

// `npm run dev` runs the demo instance (or BACKEND) behind this proxy so the
// client and the API share one origin, exactly as Akkoma serves a front end.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081'
const proxied: string[] = [...backendPaths, '/__demo']

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // Akkoma only serves a front end's files under a few fixed top-level
    // paths (index.html, /static, /images, ...), so every asset lives below
    // /static.
    assetsDir: 'static/client',
    manifest: true,
    // `npm run size` checks the real budget (first-visit JS); this warning only counts one file.
    chunkSizeWarningLimit: 800,
    target: 'es2022',
    sourcemap: false,
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      proxied.map((p) => [
        p, // A real instance checks Host; the demo does not care.
        { target: apiTarget, changeOrigin: !!process.env.BACKEND, ws: p === '/api' },
      ]),
    ),
  },
})
