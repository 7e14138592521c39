// Measures the JavaScript a first visit downloads before its first status
// shows, as Chromium receives it (the build's gzip copies, served by the demo
// instance the way Akkoma serves a front end), and checks it against the
// budgets below.
//
//   npm run size             print the figures
//   npm run size -- --check  also exit 1 when a figure is over its budget
//   npm run size -- --dir D  measure a build made elsewhere
//
// Two visits, each in a fresh browser profile:
//   guest   /main/public, signed out;
//   member  /main/friends, signed in as the demo's alice, with the HTTP cache
//           and the service worker dropped first (a cold load of home).
// What counts: every JS response (by URL or initiator) whose body ended
// before the first status entered the page: its bytes on the wire
// (encodedBodySize) and the number of such requests. 1 kB = 1000 bytes.
// (Not "before it was painted", a frame later: in that frame the client
// starts loading what comes after the first statuses, and on a busy machine
// a chunk from localhost could end before the paint was stamped, counting
// code the first status never needed, some runs and not others.)
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.ts'

/** A guest's first visit to a timeline: JS before the first status. */
export const GUEST_BUDGET_KB = 160
/** A member's cold load of home: JS before the first status, and its requests. */
export const MEMBER_BUDGET_KB = 200
export const MEMBER_REQUEST_BUDGET = 15

const STATUS = 'article[data-status-id]'
const root = resolve(import.meta.dirname, '..')

export interface Visit {
  name: string
  kB: number
  requests: number
  files: { url: string; bytes: number }[]
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

async function waitForHttp(url: string, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${limitMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * Marks when the first status entered the DOM (the cut-off) and its first
 * paint (one frame later: the visit waits for it).
 */
const PROBE = `(() => {
  window.__firstStatus = null;
  window.__statusInserted = null;
  try { performance.setResourceTimingBufferSize(20000); } catch (e) {}
  const found = () => {
    if (!document.querySelector(${JSON.stringify(STATUS)})) return false;
    window.__statusInserted = performance.now();
    requestAnimationFrame(() => setTimeout(() => {
      if (window.__firstStatus === null) window.__firstStatus = performance.now();
    }, 0));
    return true;
  };
  const observer = new MutationObserver(() => { if (found()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})();`

async function jsBeforeFirstStatus(page: Page, name: string): Promise<Visit> {
  await page.waitForFunction(
    () => (window as { __firstStatus?: number | null }).__firstStatus,
    undefined,
    {
      timeout: 60_000,
    },
  )
  const files = await page.evaluate(() => {
    const first = (window as unknown as { __statusInserted: number }).__statusInserted
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return entries
      .filter(
        (e) =>
          e.responseEnd <= first &&
          (/\.m?js$/.test(new URL(e.name).pathname) || e.initiatorType === 'script'),
      )
      .map((e) => ({ url: new URL(e.name).pathname, bytes: e.encodedBodySize }))
  })
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0)
  return { name, kB: bytes / 1000, requests: files.length, files }
}

export async function measure(distDir = join(root, 'dist')): Promise<Visit[]> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const data = mkdtempSync(join(tmpdir(), 'size-demo-'))
  const demo: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      join(root, 'demo-instance/src/main.ts'),
      ...['--port', String(port), '--static', distDir, '--data', data, '--reset', '--quiet'],
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    await waitForHttp(`${origin}/api/v1/instance`, 60_000)
    const visits: Visit[] = []

    const guest = await browser.newContext({ viewport: { width: 1366, height: 768 } })
    await guest.addInitScript({ content: PROBE })
    const guestPage = await guest.newPage()
    await guestPage.goto(`${origin}/main/public`, { waitUntil: 'commit' })
    visits.push(await jsBeforeFirstStatus(guestPage, 'guest, /main/public'))
    await guest.close()

    const member = await browser.newContext({ viewport: { width: 1366, height: 768 } })
    const memberPage = await member.newPage()
    await memberPage.goto(`${origin}/main/public`)
    const form = memberPage.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Username').fill('alice')
    await form.getByLabel('Password').fill('password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await memberPage
      .getByRole('heading', { level: 1, name: 'Home timeline' })
      .waitFor({ timeout: 30_000 })
    // The session stays in storage; the cache and the service worker go.
    await memberPage.goto('about:blank')
    const cdp = await member.newCDPSession(memberPage)
    await cdp.send('Network.enable')
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cache_storage,service_workers',
    })
    await member.addInitScript({ content: PROBE })
    await memberPage.goto(`${origin}/main/friends`, { waitUntil: 'commit' })
    visits.push(await jsBeforeFirstStatus(memberPage, 'member, /main/friends (cold)'))
    await member.close()
    return visits
  } finally {
    await browser.close()
    demo.kill()
    rmSync(data, { recursive: true, force: true })
  }
}

/** Each budget the visits break, in words; empty when all hold. */
export function overBudget(visits: Visit[]): string[] {
  const problems: string[] = []
  const [guest, member] = visits
  if (guest && guest.kB > GUEST_BUDGET_KB)
    problems.push(`${guest.name}: ${guest.kB.toFixed(1)} kB is over ${GUEST_BUDGET_KB} kB`)
  if (member && member.kB > MEMBER_BUDGET_KB)
    problems.push(`${member.name}: ${member.kB.toFixed(1)} kB is over ${MEMBER_BUDGET_KB} kB`)
  if (member && member.requests > MEMBER_REQUEST_BUDGET)
    problems.push(
      `${member.name}: ${member.requests} JS requests, more than ${MEMBER_REQUEST_BUDGET}`,
    )
  return problems
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  const dirFlag = process.argv.indexOf('--dir')
  const distDir =
    dirFlag > 0 && process.argv[dirFlag + 1]
      ? resolve(process.argv[dirFlag + 1]!)
      : join(root, 'dist')
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`size: no build in ${distDir}; run npm run build first`)
    process.exit(1)
  }
  const visits = await measure(distDir)
  for (const visit of visits) {
    console.info(
      `\n${visit.name}: ${visit.kB.toFixed(1)} kB of JS in ${visit.requests} requests before the first status`,
    )
    for (const f of [...visit.files].sort((a, b) => b.bytes - a.bytes))
      console.info(`  ${(f.bytes / 1000).toFixed(1).padStart(7)} kB  ${f.url}`)
  }
  console.info(
    `\nbudgets: guest ${GUEST_BUDGET_KB} kB; member ${MEMBER_BUDGET_KB} kB in at most ${MEMBER_REQUEST_BUDGET} requests (gzip as served)`,
  )
  const problems = overBudget(visits)
  for (const p of problems) console.error(`size: ${p}`)
  if (check && problems.length > 0) process.exit(1)
  if (problems.length === 0) console.info('size: within budget')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`size: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
