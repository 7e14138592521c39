/**
 * How the browser suite spreads over workers: each worker drives its own
 * demo instance (own port, own data folder), so tests that reset or fault the
 * demo never disturb another worker's. Worker n uses port E2E_PORT + n.
 * E2E_WORKERS sets the count: one unless told (`npm test` asks for two, one
 * a core of CI's machine), so runs side by side on E2E_PORT, E2E_PORT + 1, ...
 * need no more ports than they name.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8788)
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1))

export const demoUrl = (parallelIndex: number): string =>
  `http://127.0.0.1:${BASE_PORT + parallelIndex}`
