/**
 * Browser tests of the client as a standalone site: the client
 * served from an origin of its own (a plain static host, no API), and two
 * demo instances that federate, on three more origins per worker:
 *
 * - siteUrl  E2E_PORT + 40 + n: demo-instance/src/site.ts serving E2E_DIST
 *            (the build playwright.config.ts serves too)
 * - serverA  E2E_PORT + 50 + n: the default seed (Cofe Demo: admin, alice, bob, carol, ...)
 * - serverB  E2E_PORT + 60 + n: the twin seed (Twin Demo: dana, eli, fern, gus)
 *
 * A and B run with --reset --faults --quiet, their own data folders
 * (.demo-data/e2e-<port>) and --peer each other. They start once per worker,
 * before its first test that asks for `standalone`, and stop when the worker
 * ends. `resetServers()` reseeds both; `demoA` and `demoB` drive their
 * /__demo endpoints (DemoControl, plus CORS refusal).
 *
 *   import { test, expect } from './standalone'
 *   test('...', async ({ page, standalone, resetServers }) => { ... })
 */

import { spawn, type ChildProcess } from 'node:child_process'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { request as playwrightRequest } from '@playwright/test'
import { DemoControl, expect, test as base } from './fixtures'
import { BASE_PORT } from './workers'

export interface StandaloneServers {
  /** Origin of the static site serving the client, e.g. `http://127.0.0.1:9440`. */
  siteUrl: string
  /** Origin of demo instance A (default seed, Cofe Demo). */
  serverA: string
  /** Origin of demo instance B (twin seed, Twin Demo), federating with A. */
  serverB: string
}

const DIST = process.env.E2E_DIST ?? 'dist'

export const sitePort = (parallelIndex: number): number => BASE_PORT + 40 + parallelIndex
export const serverAPort = (parallelIndex: number): number => BASE_PORT + 50 + parallelIndex
export const serverBPort = (parallelIndex: number): number => BASE_PORT + 60 + parallelIndex
const origin = (port: number): string => `http://127.0.0.1:${port}`

/** DemoControl for one of the two servers, with what the standalone tests also switch. */
export class ServerControl extends DemoControl {
  constructor(
    private readonly api: APIRequestContext,
    /** The server's origin. */
    readonly url: string,
  ) {
    super(api)
  }

  private async mode(data: Record<string, unknown>): Promise<void> {
    const response: APIResponse = await this.api.post('/__demo/mode', { data })
    if (!response.ok())
      throw new Error(`demo ${this.url}: POST /__demo/mode answered ${response.status()}`)
  }

  /** The server sends no CORS header at all (a server that refuses other origins), until the next reset. */
  async refuseCors(): Promise<void> {
    await this.mode({ cors: 'refuse' })
  }

  /** Akkoma's CORS again (also what a reset restores). */
  async allowCors(): Promise<void> {
    await this.mode({ cors: 'allow' })
  }
}

/** Starts a program with Node and tsx; rejects if it exits before `ready` answers. */
async function startProcess(args: string[], readyUrl: string, what: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(`${what} exited at start: ${stderr.trim()}`)
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      if (response.ok) return child
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`${what} did not answer ${readyUrl} within 60 s: ${stderr.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Stops a started program (SIGTERM: the demo saves its state) and waits for it. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function demoArgs(port: number, peerPort: number, seed: 'default' | 'twin'): string[] {
  return [
    'demo-instance/src/main.ts',
    '--port',
    String(port),
    '--data',
    `.demo-data/e2e-${port}`,
    '--seed',
    seed,
    '--peer',
    origin(peerPort),
    '--reset',
    '--faults',
    '--quiet',
  ]
}

interface StandaloneWorkerFixtures {
  standalone: StandaloneServers
}

interface StandaloneTestFixtures {
  /** Reseeds A and B (POST /__demo/reset on each): fresh data, Akkoma's CORS, no faults. */
  resetServers: () => Promise<void>
  demoA: ServerControl
  demoB: ServerControl
}

// (Fixture callbacks are named `provide`, not `use`, as in fixtures.ts.)
export const test = base.extend<StandaloneTestFixtures, StandaloneWorkerFixtures>({
  standalone: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide, workerInfo) => {
      const index = workerInfo.parallelIndex
      const [site, a, b] = [sitePort(index), serverAPort(index), serverBPort(index)]
      const started: ChildProcess[] = []
      try {
        // Both demo instances at once (each needs the other only when federating).
        const servers = await Promise.allSettled([
          startProcess(demoArgs(a, b, 'default'), `${origin(a)}/api/v1/instance`, 'demo A'),
          startProcess(demoArgs(b, a, 'twin'), `${origin(b)}/api/v1/instance`, 'demo B'),
        ])
        for (const s of servers) if (s.status === 'fulfilled') started.push(s.value)
        for (const s of servers) if (s.status === 'rejected') throw s.reason
        started.push(
          await startProcess(
            ['demo-instance/src/site.ts', '--port', String(site), '--dir', DIST],
            `${origin(site)}/`,
            'static site',
          ),
        )
        await provide({ siteUrl: origin(site), serverA: origin(a), serverB: origin(b) })
      } finally {
        await Promise.all(started.map(stopProcess))
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  demoA: async ({ standalone }, provide) => {
    const api = await playwrightRequest.newContext({ baseURL: standalone.serverA })
    await provide(new ServerControl(api, standalone.serverA))
    await api.dispose()
  },
  demoB: async ({ standalone }, provide) => {
    const api = await playwrightRequest.newContext({ baseURL: standalone.serverB })
    await provide(new ServerControl(api, standalone.serverB))
    await api.dispose()
  },
  resetServers: async ({ demoA, demoB }, provide) => {
    await provide(async () => {
      await Promise.all([demoA.reset(), demoB.reset()])
      await Promise.all([demoA.clearFaults(), demoB.clearFaults()])
    })
  },
})

export { expect }
