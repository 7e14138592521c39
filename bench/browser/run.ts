/**
 * Browser benchmark, run with `npm run bench:browser`:
 *
 *   npm run bench:browser -- [--quick] [--runs N] [--peer DIR] [--out FILE] [--no-build] [--seed bench|default]
 *
 * Builds the client into a folder of its own, starts the demo instance with
 * the benchmark seed (--bench-seed: 5,200 more public statuses with media,
 * emoji, polls, CWs and long threads, and 5,000 custom emoji) on ports of its
 * own, and drives headless Chromium (/usr/bin/chromium) through the
 * DevTools protocol. `--peer DIR` names a built akkoma-fe: a copy of it is
 * served gzipped as the client is (the client's own `.gz` step, see
 * peer-server.ts) on a free port against the same demo instance, and the two
 * clients' runs alternate. Medians (and min-max spread) are printed as a table and written
 * as JSON to bench/results/. Nothing here asserts a speed.
 */

import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir, cpus, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { probeScript, type ProbeState } from './page-probe.ts'
import { startPeerServer, type PeerServer } from './peer-server.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.ts'

// ------------------------------------------------------------------ options

const argv = process.argv.slice(2)
const flag = (name: string) => argv.includes(name)
const option = (name: string): string | undefined => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}
const QUICK = flag('--quick')
const RUNS = Number(option('--runs') ?? (QUICK ? 1 : 3))
const PEER_DIR = option('--peer')
const NO_BUILD = flag('--no-build')
/** `--only scroll,burst`: just these measures (loads, scroll, burst, emoji, soak). */
const ONLY = new Set((option('--only') ?? 'loads,scroll,burst,emoji,soak').split(','))
const BASE_PORT = Number(option('--port') ?? 9500)
/** `--cpu-profile DIR`: writes Chromium's CPU profile of each measured phase there (for DevTools' Performance panel). */
const PROFILE_DIR = option('--cpu-profile')
const ROOT = resolve(import.meta.dirname, '../..')
const OUT = option('--out') ?? join(ROOT, 'bench/results/browser.json')
/**
 * `--seed default`: the demo's own data alone (its 2,500 public statuses,
 * a few custom emoji), to see a first load as a small instance gives it;
 * the benchmark seed, on top of it, is the default.
 */
const SEED = option('--seed') ?? 'bench'
if (SEED !== 'bench' && SEED !== 'default') throw new Error('--seed must be bench or default')
const BENCH_SEED = SEED === 'bench' ? 5_200 : 0

const SCROLL_TARGET = QUICK ? 400 : 2_000
const SCROLL_LIMIT_MS = QUICK ? 60_000 : 420_000
const BURST_RATE = 100
const BURST_SECONDS = QUICK ? 10 : 30
const SOAK_EVENTS = QUICK ? 1_500 : 10_000
const SOAK_RATE = 50
/** The heap is compared with its level at this point of the soak. */
const SOAK_REFERENCE_MS = QUICK ? 15_000 : 60_000
const EMOJI_SCROLL_MS = QUICK ? 2_000 : 4_000

if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs must be 1-20')

// ------------------------------------------------------------------ clients

interface Client {
  name: string
  origin: string
  statusSelector: string
  login(page: Page): Promise<void>
  /** Opens the emoji picker of the post form; returns the picker's selector. */
  openEmojiPicker(page: Page): Promise<string>
  /** The open picker, as openEmojiPicker returns it (known before the click). */
  pickerSelector: string
  /**
   * What one emoji of the picker's grid is, inside the picker: the picker has
   * opened once 20 of them are there. (akkoma-fe draws its first rows as
   * images; the client's first rows are Unicode emoji, drawn as text, and its
   * images are the packs' icons in the jump bar, which load as they come into view.)
   */
  emojiSelector: string
}

const ours = (origin: string): Client => ({
  name: 'client',
  origin,
  statusSelector: 'article[data-status-id]',
  async login(page) {
    await page.goto(`${origin}/main/public`)
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Username').fill('alice')
    await form.getByLabel('Password').fill('password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await page
      .getByRole('heading', { level: 1, name: 'Home timeline' })
      .waitFor({ timeout: 20_000 })
  },
  async openEmojiPicker(page) {
    const form = page.getByRole('form', { name: 'Write a post' }).first()
    await form.getByRole('button', { name: 'Insert emoji' }).click()
    return this.pickerSelector
  },
  pickerSelector: '[role="dialog"][aria-label="Emoji picker"]',
  emojiSelector: '[role="grid"] [data-index]',
})

const akkomaFe = (origin: string): Client => ({
  name: 'akkoma-fe',
  origin,
  statusSelector: '.Status',
  async login(page) {
    await page.goto(`${origin}/main/public`)
    await page.locator('#username').fill('alice')
    await page.locator('#password').fill('password')
    await page
      .locator('.login-form button[type="submit"], form button[type="submit"]')
      .first()
      .click()
    await page.locator('.post-status-form textarea').first().waitFor({ timeout: 20_000 })
  },
  async openEmojiPicker(page) {
    await page.locator('.post-status-form .emoji-picker-icon').first().click()
    return this.pickerSelector
  },
  pickerSelector: '.emoji-picker-panel',
  emojiSelector: 'img',
})

// ------------------------------------------------------------------ helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const median = (xs: number[]) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}
const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN
}

async function waitForHttp(url: string, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs
  while (Date.now() < end) {
    try {
      const r = await fetch(url)
      if (r.ok) return
    } catch {
      // not up yet
    }
    await sleep(300)
  }
  throw new Error(`${url} did not answer within ${limitMs} ms`)
}

async function demoPost(origin: string, path: string, body: unknown): Promise<unknown> {
  const r = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
  return (await r.json()) as unknown
}

async function waitBurstDone(origin: string, limitMs: number): Promise<number> {
  const end = Date.now() + limitMs
  let sent = 0
  while (Date.now() < end) {
    const state = (await (await fetch(`${origin}/__demo/burst`)).json()) as {
      sent: number
      target: number
    }
    sent = state.sent
    if (state.sent >= state.target) break
    await sleep(500)
  }
  return sent
}

interface Session {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  profile: string
}

/** A fresh browser profile (its own user-data folder), one page, the probe installed. */
async function openSession(client: Client): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
  })
  await context.addInitScript({ content: probeScript(client.statusSelector) })
  const page = context.pages()[0] ?? (await context.newPage())
  page.setDefaultTimeout(30_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  return { context, page, cdp, profile }
}

async function closeSession(s: Session): Promise<void> {
  await s.context.close().catch(() => undefined)
  rmSync(s.profile, { recursive: true, force: true })
}

async function probe(page: Page): Promise<ProbeState> {
  return page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench)
}

async function waitFirstStatus(page: Page, limitMs = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __bench?: ProbeState }).__bench?.firstStatus ?? null,
    undefined,
    { timeout: limitMs, polling: 50 },
  )
  return Number(await handle.jsonValue())
}

/** Heap (bytes) and DOM nodes after a forced garbage collection. */
async function afterGc(s: Session): Promise<{ heap: number; nodes: number }> {
  await s.cdp.send('HeapProfiler.collectGarbage')
  await sleep(200)
  await s.cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await s.cdp.send('Performance.getMetrics')
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN
  const nodes = await s.page.evaluate(() => document.getElementsByTagName('*').length)
  return { heap, nodes }
}

/** Waits until no new resource was fetched for `quietMs` (at most `limitMs`). */
async function settle(page: Page, quietMs = 2_000, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs
  let last = -1
  let since = Date.now()
  while (Date.now() < end) {
    const n = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (n !== last) {
      last = n
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    await sleep(250)
  }
}

/** Time to the first status, JS bytes until then and in all, requests. */
async function loadFigures(page: Page, first: number) {
  return page.evaluate((firstStatus: number) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const isJs = (e: PerformanceResourceTiming) =>
      /\.m?js(\?|$)/.test(new URL(e.name).pathname) || e.initiatorType === 'script'
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined
    let jsBefore = 0
    let jsTotal = 0
    for (const e of entries) {
      if (!isJs(e)) continue
      jsTotal += e.transferSize
      if (e.responseEnd <= firstStatus) jsBefore += e.transferSize
    }
    return {
      firstStatusMs: firstStatus,
      jsBytesBeforeFirst: jsBefore,
      jsBytesTotal: jsTotal,
      requests: entries.length + (nav ? 1 : 0),
    }
  }, first)
}

/** Starts Chromium's sampling profiler when `--cpu-profile` asks for it; the returned call stops it and saves the profile. */
async function startProfile(s: Session, name: string): Promise<() => Promise<void>> {
  if (!PROFILE_DIR) return async () => undefined
  await s.cdp.send('Profiler.enable')
  await s.cdp.send('Profiler.setSamplingInterval', { interval: 500 })
  await s.cdp.send('Profiler.start')
  return async () => {
    const { profile } = await s.cdp.send('Profiler.stop')
    mkdirSync(PROFILE_DIR, { recursive: true })
    const file = join(PROFILE_DIR, `${name}-${Date.now()}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
    console.info(`  CPU profile: ${file}`)
  }
}

// ------------------------------------------------------------------ measures

type Figures = Record<string, number>

async function measureLoads(client: Client): Promise<Figures> {
  const out: Figures = {}
  // Guest, /main/public: cold (fresh profile), then warm (same profile).
  {
    const s = await openSession(client)
    try {
      for (const phase of ['cold', 'warm'] as const) {
        await s.page.goto(`${client.origin}/main/public`, { waitUntil: 'commit' })
        const first = await waitFirstStatus(s.page)
        await settle(s.page)
        const f = await loadFigures(s.page, first)
        for (const [k, v] of Object.entries(f)) out[`guest_public_${phase}_${k}`] = v
      }
    } finally {
      await closeSession(s)
    }
  }
  // Member, /main/friends: log in, drop the HTTP cache and service workers (cold), then again (warm).
  {
    const s = await openSession(client)
    try {
      await client.login(s.page)
      await settle(s.page, 1_000, 10_000)
      await s.page.goto('about:blank')
      await s.cdp.send('Network.enable')
      await s.cdp.send('Network.clearBrowserCache')
      await s.cdp.send('Storage.clearDataForOrigin', {
        origin: client.origin,
        storageTypes: 'cache_storage,service_workers',
      })
      for (const phase of ['cold', 'warm'] as const) {
        await s.page.goto(`${client.origin}/main/friends`, { waitUntil: 'commit' })
        const first = await waitFirstStatus(s.page)
        await settle(s.page)
        const f = await loadFigures(s.page, first)
        for (const [k, v] of Object.entries(f)) out[`member_friends_${phase}_${k}`] = v
      }
    } finally {
      await closeSession(s)
    }
  }
  return out
}

async function statusIds(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel: string) => {
    const ids: string[] = []
    for (const el of document.querySelectorAll(sel)) {
      const own = el.getAttribute('data-status-id')
      if (own) {
        ids.push(own)
        continue
      }
      const link =
        el.querySelector('.timeago')?.closest('a') ?? el.querySelector('a[href*="/notice/"]')
      const m = link?.getAttribute('href')?.match(/notice\/([^/?#]+)/)
      if (m?.[1]) ids.push(m[1])
    }
    return ids
  }, selector)
}

/** When the list ends in a 'Load older' button (rather than loading by itself), press it as a reader would. */
async function clickLoadMore(page: Page): Promise<boolean> {
  const button = page.getByRole('button', { name: /load (older|more)|show (older|more)/i }).last()
  try {
    if (!(await button.isVisible())) return false
    await button.click({ timeout: 2_000 })
    return true
  } catch {
    return false
  }
}

async function measureScroll(client: Client): Promise<Figures> {
  const s = await openSession(client)
  try {
    await s.page.goto(`${client.origin}/main/all`)
    await waitFirstStatus(s.page)
    await settle(s.page, 1_000, 10_000)
    await s.page.evaluate(() => {
      ;(window as unknown as { __bench: ProbeState }).__bench.longTasks.length = 0
    })
    await s.page.mouse.move(683, 400)
    const stopProfile = await startProfile(s, `scroll-${client.name}`)
    const seen = new Set<string>()
    const start = Date.now()
    let lastNew = Date.now()
    let tick = 0
    let clicks = 0
    // A steady 6,000 px/s: 600 px every 100 ms.
    while (seen.size < SCROLL_TARGET && Date.now() - start < SCROLL_LIMIT_MS) {
      await s.page.mouse.wheel(0, 600)
      await sleep(100)
      tick += 1
      if (tick % 5 === 0) {
        const before = seen.size
        for (const id of await statusIds(s.page, client.statusSelector)) seen.add(id)
        if (seen.size > before) lastNew = Date.now()
        else if (Date.now() - lastNew > 1_500 && (await clickLoadMore(s.page))) {
          clicks += 1
          lastNew = Date.now()
        } else if (Date.now() - lastNew > 20_000) {
          // Stuck: nothing new for 20 s. Keep a picture of why.
          const shot = join(tmpdir(), `bench-scroll-stuck-${client.name}.png`)
          await s.page.screenshot({ path: shot }).catch(() => undefined)
          console.error(`  scroll: no new status for 20 s at ${seen.size} (${shot})`)
          break
        }
      }
    }
    const seconds = (Date.now() - start) / 1000
    await stopProfile()
    const p = await probe(s.page)
    const { heap, nodes } = await afterGc(s)
    return {
      scroll_statuses: seen.size,
      scroll_seconds: seconds,
      scroll_loadMoreClicks: clicks,
      scroll_longTasks: p.longTasks.length,
      scroll_longestTaskMs: Math.max(0, ...p.longTasks.map((t) => t.duration)),
      scroll_heapMB: heap / 2 ** 20,
      scroll_domNodes: nodes,
    }
  } finally {
    await closeSession(s)
  }
}

async function recordFrames(page: Page, on: boolean): Promise<number[]> {
  return page.evaluate((record: boolean) => {
    const b = (window as unknown as { __bench: ProbeState }).__bench
    b.recording = record
    const frames = b.frames
    if (record) b.frames = []
    return record ? [] : frames
  }, on)
}

async function measureBurst(client: Client, demo: string): Promise<Figures> {
  const s = await openSession(client)
  try {
    await client.login(s.page)
    await s.page.goto(`${client.origin}/main/all`)
    await waitFirstStatus(s.page)
    await settle(s.page, 1_000, 10_000)
    await s.page.evaluate(() => window.scrollTo(0, 0))
    const before = await afterGc(s)
    await recordFrames(s.page, true)
    const stopProfile = await startProfile(s, `burst-${client.name}`)
    await demoPost(demo, '/__demo/burst', { rate: BURST_RATE, seconds: BURST_SECONDS })
    const sent = await waitBurstDone(demo, BURST_SECONDS * 1000 + 30_000)
    await sleep(2_000)
    const frames = await recordFrames(s.page, false)
    await stopProfile()
    const after = await afterGc(s)
    return {
      burst_sent: sent,
      burst_frameP50Ms: quantile(frames, 0.5),
      burst_frameP95Ms: quantile(frames, 0.95),
      burst_frameLongestMs: Math.max(0, ...frames),
      burst_heapBeforeMB: before.heap / 2 ** 20,
      burst_heapAfterMB: after.heap / 2 ** 20,
      burst_domNodesAfter: after.nodes,
    }
  } finally {
    await closeSession(s)
  }
}

/** In-app navigation (no reload): push the path and tell the router. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p: string) => {
    history.pushState({}, '', p)
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }))
  }, path)
}

async function measureSoak(client: Client, demo: string, threadId: string): Promise<Figures> {
  const s = await openSession(client)
  try {
    await client.login(s.page)
    await s.page.goto(`${client.origin}/main/friends`)
    await waitFirstStatus(s.page)
    const paths = [
      '/main/all',
      '/main/public',
      '/alice',
      `/notice/${threadId}`,
      '/main/friends',
      '/bob',
      '/main/all',
      '/carol',
      `/notice/${threadId}`,
      '/main/friends',
    ]
    const seconds = Math.ceil(SOAK_EVENTS / SOAK_RATE)
    await demoPost(demo, '/__demo/burst', { rate: SOAK_RATE, seconds, replies: 0.1 })
    const start = Date.now()
    let reference = NaN
    let step = 0
    while (Date.now() - start < seconds * 1000 + 5_000) {
      await navigate(s.page, paths[step % paths.length] ?? '/main/all')
      step += 1
      await sleep(4_000)
      if (Number.isNaN(reference) && Date.now() - start >= SOAK_REFERENCE_MS) {
        reference = (await afterGc(s)).heap
      }
      const state = (await (await fetch(`${demo}/__demo/burst`)).json()) as {
        sent: number
        target: number
      }
      if (state.sent >= state.target) break
    }
    await navigate(s.page, '/main/friends')
    await sleep(3_000)
    const end = await afterGc(s)
    const sent = await waitBurstDone(demo, 1_000)
    return {
      soak_events: sent,
      soak_navigations: step,
      soak_heapAtReferenceMB: reference / 2 ** 20,
      soak_heapEndMB: end.heap / 2 ** 20,
      soak_heapRatio: end.heap / reference,
      soak_domNodesEnd: end.nodes,
    }
  } finally {
    await closeSession(s)
  }
}

async function measureEmoji(client: Client): Promise<Figures> {
  const s = await openSession(client)
  try {
    await client.login(s.page)
    await s.page.goto(`${client.origin}/main/friends`)
    await waitFirstStatus(s.page)
    await settle(s.page, 1_000, 10_000)
    const stopProfile = await startProfile(s, `emoji-open-${client.name}`)
    // Timed in the page, from the press of the button as the page gets it to
    // the first frame painted with 20 emoji of the grid in the document: what
    // the reader waits for. Before the press, Playwright finds the button and
    // waits for it to hold still; after the paint, its polling and round trips
    // add a frame or two. Neither is the client's, and both stay in
    // emoji_openFromDriverMs.
    await s.page.evaluate(
      ({ sel, emoji }: { sel: string; emoji: string }) => {
        const at = window as unknown as { benchPressAt?: number; benchOpenAt?: number }
        delete at.benchPressAt
        delete at.benchOpenAt
        document.addEventListener('pointerdown', (e) => (at.benchPressAt = e.timeStamp), {
          capture: true,
          once: true,
        })
        const watch = new MutationObserver(() => {
          if (at.benchPressAt === undefined) return
          if ((document.querySelector(sel)?.querySelectorAll(emoji).length ?? 0) < 20) return
          watch.disconnect()
          // A frame's animation callbacks run before its paint; a task queued
          // from one runs after it.
          requestAnimationFrame(() => setTimeout(() => (at.benchOpenAt = performance.now())))
        })
        watch.observe(document.body, { childList: true, subtree: true })
      },
      { sel: client.pickerSelector, emoji: client.emojiSelector },
    )
    const t0 = await s.page.evaluate(() => performance.now())
    const picker = await client.openEmojiPicker(s.page)
    await s.page.waitForFunction(
      ({ sel, emoji }: { sel: string; emoji: string }) =>
        (document.querySelector(sel)?.querySelectorAll(emoji).length ?? 0) >= 20,
      { sel: picker, emoji: client.emojiSelector },
      { timeout: 20_000, polling: 'raf' },
    )
    const t1 = await s.page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
    )
    await s.page.waitForFunction(
      () => (window as unknown as { benchOpenAt?: number }).benchOpenAt !== undefined,
    )
    const { pressedAt, openAt } = await s.page.evaluate(() => {
      const at = window as unknown as { benchPressAt?: number; benchOpenAt?: number }
      return { pressedAt: at.benchPressAt ?? null, openAt: at.benchOpenAt ?? 0 }
    })
    if (pressedAt === null) throw new Error('the emoji button was never pressed')
    await stopProfile()
    // The picker's scrolling element: the tallest scrollable one inside it.
    const box = await s.page.evaluate((sel: string) => {
      const root = document.querySelector(sel)
      if (!root) return null
      let best: Element | null = null
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (
          el.scrollHeight > el.clientHeight + 50 &&
          getComputedStyle(el).overflowY !== 'visible'
        ) {
          if (!best || el.scrollHeight > best.scrollHeight) best = el
        }
      }
      const r = (best ?? root).getBoundingClientRect()
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, height: best?.scrollHeight ?? 0 }
    }, picker)
    const imgs = await s.page.evaluate(
      (sel: string) => document.querySelector(sel)?.querySelectorAll('img').length ?? 0,
      picker,
    )
    let frames: number[] = []
    if (box) {
      await s.page.mouse.move(box.x, box.y)
      await recordFrames(s.page, true)
      const end = Date.now() + EMOJI_SCROLL_MS
      while (Date.now() < end) {
        await s.page.mouse.wheel(0, 300)
        await sleep(50)
      }
      frames = await recordFrames(s.page, false)
    }
    return {
      emoji_openMs: openAt - pressedAt,
      emoji_openFromDriverMs: t1 - t0,
      emoji_imagesAtOpen: imgs,
      emoji_scrollHeightPx: box?.height ?? 0,
      emoji_frameP50Ms: quantile(frames, 0.5),
      emoji_frameP95Ms: quantile(frames, 0.95),
      emoji_frameLongestMs: Math.max(0, ...frames),
    }
  } finally {
    await closeSession(s)
  }
}

// ------------------------------------------------------------------ main

const children: ChildProcess[] = []
const servers: PeerServer[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'bench-demo-'))

async function cleanup(): Promise<void> {
  for (const server of servers) await server.close().catch(() => undefined)
  for (const child of children) {
    if (child.exitCode !== null) continue
    const exited = new Promise<void>((ok) => child.once('exit', () => ok()))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(15_000)])
  }
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130))
})

async function safely(name: string, run: () => Promise<Figures>): Promise<Figures> {
  try {
    return await run()
  } catch (error) {
    console.error(
      `  ${name} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    )
    return {}
  }
}

async function main(): Promise<void> {
  const dist = join(tmpdir(), 'akkoma-client-bench-dist')
  if (!NO_BUILD || !existsSync(join(dist, 'index.html'))) {
    console.info(`Building the client into ${dist} ...`)
    const build = spawnSync(
      join(ROOT, 'node_modules/.bin/vite'),
      ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT, stdio: 'inherit' },
    )
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const demoPort = BASE_PORT
  const demo = `http://127.0.0.1:${demoPort}`
  console.info(
    `Starting the demo instance on ${demo} (${BENCH_SEED > 0 ? `--bench-seed ${BENCH_SEED}` : 'the default seed alone'}) ...`,
  )
  const seedArgs = BENCH_SEED > 0 ? ['--bench-seed', String(BENCH_SEED)] : []
  const child = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    [
      'demo-instance/src/main.ts',
      '--port',
      String(demoPort),
      '--static',
      dist,
      '--data',
      dataDir,
      '--reset',
      '--quiet',
      '--faults',
      ...seedArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  children.push(child)
  await waitForHttp(`${demo}/api/v1/instance`, 120_000)

  const clients: Client[] = [ours(demo)]
  let peerGzip: PeerServer['gzip'] | undefined
  if (PEER_DIR) {
    // Any free port: `--port` + 1 may be another run's demo instance.
    const peer = await startPeerServer(PEER_DIR, 0, demoPort)
    servers.push(peer)
    clients.push(akkomaFe(peer.url))
    peerGzip = peer.gzip
    console.info(
      `Serving akkoma-fe (${PEER_DIR}) on ${peer.url}, gzipped like the client: ` +
        `${peer.gzip.files} .gz files, ${peer.gzip.originalBytes} -> ${peer.gzip.bytes} bytes`,
    )
  }
  // A status with replies, for the soak's thread pages.
  const page = (await (await fetch(`${demo}/api/v1/timelines/public?limit=40`)).json()) as {
    id: string
    replies_count: number
    in_reply_to_id: string | null
  }[]
  const threadId = (page.find((st) => st.replies_count > 0) ?? page[0])?.id ?? ''

  const browserVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim()
  const runs: Record<string, Figures[]> = Object.fromEntries(clients.map((c) => [c.name, []]))
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate which client goes first.
    const order = run % 2 === 0 ? clients : [...clients].reverse()
    for (const client of order) {
      console.info(`Run ${run + 1}/${RUNS}: ${client.name}`)
      const figures: Figures = {
        ...(ONLY.has('loads') ? await safely('loads', () => measureLoads(client)) : {}),
        ...(ONLY.has('scroll') ? await safely('scroll', () => measureScroll(client)) : {}),
        ...(ONLY.has('burst') ? await safely('burst', () => measureBurst(client, demo)) : {}),
        ...(ONLY.has('emoji') ? await safely('emoji', () => measureEmoji(client)) : {}),
      }
      runs[client.name]?.push(figures)
      // Kept as it goes, so a run cut short still leaves its figures.
      mkdirSync(resolve(OUT, '..'), { recursive: true })
      writeFileSync(`${OUT}.partial`, `${JSON.stringify({ runs }, null, 2)}\n`)
    }
  }
  // One soak per client (minutes each).
  const soaks: Record<string, Figures> = {}
  for (const client of ONLY.has('soak') ? clients : []) {
    console.info(`Soak: ${client.name} (${SOAK_EVENTS} streamed events)`)
    soaks[client.name] = await safely('soak', () => measureSoak(client, demo, threadId))
  }

  // ---------------------------------------------------------------- report
  const keys = new Set<string>()
  for (const list of Object.values(runs))
    for (const f of list) for (const k of Object.keys(f)) keys.add(k)
  for (const f of Object.values(soaks)) for (const k of Object.keys(f)) keys.add(k)
  const summary: Record<
    string,
    Record<string, { median: number; min: number; max: number; n: number }>
  > = {}
  for (const client of clients) {
    const list = runs[client.name] ?? []
    const rows: Record<string, { median: number; min: number; max: number; n: number }> = {}
    for (const key of keys) {
      const values = key.startsWith('soak_')
        ? [soaks[client.name]?.[key]].filter((v): v is number => typeof v === 'number')
        : list
            .map((f) => f[key])
            .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
      if (values.length === 0) continue
      rows[key] = {
        median: median(values),
        min: Math.min(...values),
        max: Math.max(...values),
        n: values.length,
      }
    }
    summary[client.name] = rows
  }
  const fmt = (v: number | undefined) =>
    v === undefined || !Number.isFinite(v)
      ? '-'
      : Math.abs(v) >= 1000
        ? String(Math.round(v))
        : Math.abs(v) >= 10
          ? v.toFixed(1)
          : v.toFixed(2)
  const header = ['measure', ...clients.flatMap((c) => [`${c.name} median`, 'spread'])]
  if (clients.length > 1) header.push('ratio')
  const lines: string[][] = [header]
  for (const key of keys) {
    const row = [key]
    for (const c of clients) {
      const r = summary[c.name]?.[key]
      row.push(fmt(r?.median), r && r.n > 1 ? `${fmt(r.min)}-${fmt(r.max)}` : '')
    }
    if (clients.length > 1) {
      const a = summary[clients[0]?.name ?? '']?.[key]?.median
      const b = summary[clients[1]?.name ?? '']?.[key]?.median
      row.push(a !== undefined && b !== undefined && b !== 0 ? `${(a / b).toFixed(2)}x` : '-')
    }
    lines.push(row)
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)))
  const table = lines
    .map((l) => l.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '))
    .join('\n')
  const machine = {
    date: new Date().toISOString(),
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: browserVersion,
  }
  console.info(
    `\n${machine.date}  ${machine.cores} cores, Node ${machine.node}, ${machine.chromium}`,
  )
  console.info(
    `${QUICK ? 'quick' : 'full'} run, ${RUNS} run(s) per client, seed +${BENCH_SEED} statuses\n`,
  )
  console.info(table)
  if (clients.length > 1) {
    console.info('\nratio = client / akkoma-fe (below 1: the client is smaller or faster)')
    console.info(
      'Both clients were served gzipped: precompressed .gz copies (scripts/precompress.ts) ' +
        'sent with Content-Encoding: gzip, as Akkoma serves a front end.',
    )
  }
  mkdirSync(resolve(OUT, '..'), { recursive: true })
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        machine,
        mode: QUICK ? 'quick' : 'full',
        runsPerClient: RUNS,
        settings: {
          benchSeed: BENCH_SEED,
          scrollTarget: SCROLL_TARGET,
          burst: { rate: BURST_RATE, seconds: BURST_SECONDS },
          soak: { events: SOAK_EVENTS, rate: SOAK_RATE, referenceMs: SOAK_REFERENCE_MS },
        },
        served: PEER_DIR
          ? {
              encoding: 'gzip: .gz copies by scripts/precompress.ts for both clients',
              peerDir: resolve(PEER_DIR),
              peerGzip,
            }
          : { encoding: 'gzip: .gz copies by scripts/precompress.ts' },
        summary,
        runs,
        soaks,
        table,
      },
      null,
      2,
    )}\n`,
  )
  rmSync(`${OUT}.partial`, { force: true })
  console.info(`\nWritten to ${OUT}`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanup())
