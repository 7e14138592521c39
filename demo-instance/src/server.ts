/**
 * Start and stop a demo instance: load (or seed) the state, build the app,
 * listen on host:port, and route WebSocket upgrades to the streaming hub.
 */

import { INSTANCE } from './config.ts'
import { Federation } from './federation/peer.ts'
import type { Server } from 'node:http'
import type { CorsMode } from './http/cors.ts'
import { Outbox } from './model/outbox.ts'
import { createServerMode, type AccountsMode, type ServerLike } from './controls/server-mode.ts'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { activityFor, startPollSweeper } from './controls/activity.ts'
import { createApp } from './app.ts'
import type { Deps } from './deps.ts'
import { FaultRegistry } from './controls/faults.ts'
import { buildSeedState } from './seeds/default.ts'
import { addBenchSeed, registerBenchEmoji } from './seeds/bench.ts'
import { buildTwinSeedState } from './seeds/twin.ts'
import { clearRenderCache } from './render/serializers.ts'
import { Store } from './model/store.ts'
import { STREAMING_PATH, StreamingHub, rejectUpgrade } from './http/streaming.ts'
import { refuseUpgradeAsHollo } from './hollo/mode.ts'
import { resetScheduledClock, startScheduledPublisher } from './routes/scheduled.ts'

export const SEED_NAMES = ['default', 'twin'] as const
export type SeedName = (typeof SEED_NAMES)[number]

export interface DemoInstanceOptions {
  /** 0 picks a free port. */
  port: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** Directory of the state file (created if missing). */
  dataDir: string
  /** Delete the state and reseed. */
  reset?: boolean
  /** Serve a built web client from this directory on the same origin. */
  staticDir?: string
  /** Enable the /__demo test-control endpoints. */
  faults?: boolean
  /** Answer like this server where it differs from Akkoma (default akkoma). */
  like?: ServerLike
  /** Registrations, captcha and mailer (controls/server-mode.ts DEFAULT_ACCOUNTS_MODE otherwise). */
  accounts?: Partial<AccountsMode>
  /** Demo accounts act on a timer (mentions, likes, repeats, follows) so notifications flow live. */
  activity?: boolean
  /** Benchmarks: this many more public statuses and 5,000 custom emoji on top of the default seed. */
  benchSeed?: number
  /** Which cast to seed: `default` (Cofe Demo) or `twin` (Twin Demo, seeds/twin.ts). */
  seed?: SeedName
  /** Origin of a peer demo instance to federate with (federation/peer.ts), e.g. `http://127.0.0.1:9451`. */
  peer?: string
  /** `refuse`: answer without any CORS header, as a server that allows no other origin (http/cors.ts). */
  cors?: CorsMode
  quiet?: boolean
}

export interface DemoInstance {
  /** e.g. `http://127.0.0.1:8080/` */
  url: string
  close(): Promise<void>
}

export async function startDemoInstance(options: DemoInstanceOptions): Promise<DemoInstance> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = resolve(options.dataDir)
  if (options.reset) Store.deleteStateFile(dataDir)
  const benchSeed = options.benchSeed ?? 0
  const seed = (nowMs: number) =>
    options.seed === 'twin'
      ? buildTwinSeedState(nowMs)
      : benchSeed > 0
        ? addBenchSeed(buildSeedState(nowMs), nowMs, benchSeed)
        : buildSeedState(nowMs)
  if (benchSeed > 0) registerBenchEmoji()
  const existing = Store.readStateFile(dataDir)
  const store = new Store(existing ?? seed(Date.now()), dataDir)
  if (!existing) store.flush()

  const faults = new FaultRegistry()
  const hub = new StreamingHub(store)
  const outbox = new Outbox(dataDir)
  const federation = options.peer ? new Federation(options.peer) : null
  const mode = createServerMode(options.like, options.accounts, options.cors)
  const deps: Deps = {
    store,
    hub,
    faults,
    faultsEnabled: options.faults === true,
    mode,
    staticDir: options.staticDir ? resolve(options.staticDir) : null,
    dataDir,
    outbox,
    federation,
    reseed() {
      store.replace(seed(Date.now()))
      resetScheduledClock(deps)
      clearRenderCache()
      faults.clear()
      mode.like = mode.initial
      mode.privateInstance = false
      mode.instanceTheme = null
      mode.deployment = 0
      mode.uploadLimit = INSTANCE.uploadLimit
      mode.accounts = { ...mode.initialAccounts }
      mode.cors = mode.initialCors
      outbox.clear()
      hub.drop(1012, 'The demo data was reset')
    },
  }
  federation?.attach(deps)
  const app = createApp(deps)
  const stopPollSweeper = startPollSweeper(deps)
  const stopScheduledPublisher = startScheduledPublisher(deps)
  if (options.activity) activityFor(deps).start()

  const server = serve({ fetch: app.fetch, port: options.port, hostname: host }) as Server
  // Node closes a kept-alive connection after 5 idle seconds; a client that
  // sends its next request on it at that moment gets ECONNRESET. Real servers
  // behind a proxy keep them longer than clients do (nginx 75 s), so the
  // client closes first.
  server.keepAliveTimeout = 75_000
  server.headersTimeout = 76_000
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy())
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (deps.faultsEnabled && faults.applyToUpgrade(req.method ?? 'GET', path, socket)) return
    // Hollo has no streaming API.
    if (mode.like === 'hollo') {
      refuseUpgradeAsHollo(socket)
      return
    }
    if (path !== STREAMING_PATH && path !== `${STREAMING_PATH}/`) {
      rejectUpgrade(socket, 404, { error: 'Not found' }, 'Not Found')
      return
    }
    hub.handleUpgrade(req, socket, head)
  })
  await new Promise<void>((resolveListening, reject) => {
    if (server.listening) resolveListening()
    server.once('listening', () => resolveListening())
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`
  if (federation) federation.selfOrigin = url.replace(/\/$/, '')

  let closing: Promise<void> | null = null
  return {
    url,
    close() {
      closing ??= new Promise<void>((resolveClosed) => {
        faults.releaseAll()
        stopPollSweeper()
        stopScheduledPublisher()
        activityFor(deps).stop()
        hub.close()
        store.flush()
        server.close(() => resolveClosed())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
