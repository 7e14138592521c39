import { test as base, expect } from '@playwright/test'
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  BrowserContextOptions,
} from '@playwright/test'
import { demoUrl } from './workers'

/** A fault the demo instance injects into matching requests (POST /__demo/faults). */
export interface DemoFault {
  /** HTTP method to match; any method when left out. */
  method?: string
  /** Path (without query) to match, e.g. '/api/v1/timelines/public'. */
  path: string
  /** 'status': answer with `status` (and `body`); 'hang': never answer; 'malformed': answer with broken JSON. */
  mode: 'status' | 'hang' | 'malformed'
  status?: number
  body?: unknown
  /** How many matching requests to affect; all of them when left out. */
  times?: number
}

/** A mail the demo instance wrote to its outbox folder. */
export interface DemoMail {
  to: string
  subject: string
  text: string
  /** Every http(s) link in the text, in order. */
  links: string[]
  sentAt: string
}

/** Client for the demo instance's test-control endpoints (only served with --faults). */
export class DemoControl {
  constructor(private readonly request: APIRequestContext) {}

  private async check(what: string, response: APIResponse): Promise<void> {
    if (!response.ok()) {
      throw new Error(`demo: ${what} answered ${response.status()}: ${await response.text()}`)
    }
  }

  /** Restores the demo's seed data (accounts, posts, ...). */
  async reset(): Promise<void> {
    await this.check('POST /__demo/reset', await this.request.post('/__demo/reset'))
  }

  /** Makes matching requests fail (see DemoFault). */
  async fault(fault: DemoFault): Promise<void> {
    await this.check(
      'POST /__demo/faults',
      await this.request.post('/__demo/faults', { data: fault }),
    )
  }

  /** Removes every injected fault. */
  async clearFaults(): Promise<void> {
    await this.check('DELETE /__demo/faults', await this.request.delete('/__demo/faults'))
  }

  /** A private instance (nodeinfo private, guests refused timelines and search) until the next reset. */
  async privateInstance(): Promise<void> {
    await this.check(
      'POST /__demo/mode',
      await this.request.post('/__demo/mode', { data: { private: true } }),
    )
  }

  /** Answers like another server where it differs from Akkoma, until the next reset. */
  async serverMode(like: 'akkoma' | 'gotosocial' | 'hollo'): Promise<void> {
    await this.check(
      'POST /__demo/mode',
      await this.request.post('/__demo/mode', { data: { like } }),
    )
  }

  /** Registrations, captcha and mailer of the demo (controls/server-mode.ts AccountsMode), until the next reset. */
  async accounts(settings: {
    registrations?: 'open' | 'closed' | 'approval' | 'activation'
    captcha?: 'none' | 'kocaptcha' | 'native'
    mailer?: boolean
  }): Promise<void> {
    await this.check(
      'POST /__demo/mode',
      await this.request.post('/__demo/mode', { data: settings }),
    )
  }

  /** The instance's upload limit in bytes (Akkoma's upload_limit), until the next reset. */
  async uploadLimit(bytes: number): Promise<void> {
    await this.check(
      'POST /__demo/mode',
      await this.request.post('/__demo/mode', { data: { uploadLimit: bytes } }),
    )
  }

  /** The mails the demo has "sent" since the last reset, oldest first (model/outbox.ts). */
  async outbox(): Promise<DemoMail[]> {
    const response = await this.request.get('/__demo/outbox')
    await this.check('GET /__demo/outbox', response)
    return (await response.json()) as DemoMail[]
  }

  /**
   * Waits until `username` has a streaming socket open on the instance: what
   * is posted from then on reaches that reader through it.
   */
  async streamingOpenFor(username: string): Promise<void> {
    await expect
      .poll(
        async () => {
          const response = await this.request.get('/__demo/streaming')
          await this.check('GET /__demo/streaming', response)
          const { open } = (await response.json()) as { open: { account: string | null }[] }
          return open.some((socket) => socket.account === username)
        },
        { message: `an open streaming socket of ${username}` },
      )
      .toBe(true)
  }

  /**
   * Closes every open streaming WebSocket with the given close code, once
   * there is one: a page opens its socket a moment after signing in.
   */
  async dropStreaming(code = 1006): Promise<void> {
    await expect
      .poll(
        async () => {
          const response = await this.request.post('/__demo/streaming/drop', { data: { code } })
          await this.check('POST /__demo/streaming/drop', response)
          return ((await response.json()) as { closed: number }).closed
        },
        { message: 'an open streaming socket to drop' },
      )
      .toBeGreaterThan(0)
  }
}

/** A browser context this worker keeps between tests, and what it needs to start the next one clean. */
interface KeptContext {
  context: BrowserContext
  /** The origins its pages opened since the last reset. */
  origins: Set<string>
  /**
   * The next test needs a new context: a test used this one's clock, which
   * nothing can uninstall, or it closed.
   */
  retired: boolean
}

interface KeptContextWorkerFixtures {
  /** This worker's contexts, one per set of context options (viewport, locale, ...). */
  keptContexts: Map<string, KeptContext>
}

interface DemoFixtures {
  demo: DemoControl
  /** Runs automatically: every test starts from fresh seed data and no faults. */
  cleanDemo: void
}

// What a kept context clears between tests: all that a page can store for
// an origin, except the HTTP cache.
const STORAGE_TYPES = 'cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage'

/**
 * Undoes what the last test left in a kept context and opens the next test's
 * page (the page fixture's). A new page also means new session storage,
 * listeners, init scripts, emulated media and viewport; routes, permissions,
 * the offline switch and each opened origin's storage are context-wide and
 * cleared here.
 */
async function resetKept(kept: KeptContext): Promise<void> {
  const { context, origins } = kept
  const old = context.pages()
  const page = await context.newPage()
  await Promise.all(old.map((each) => each.close()))
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.clearCookies()
  await context.clearPermissions()
  await context.setOffline(false)
  if (origins.size) {
    const cdp = await context.newCDPSession(page)
    for (const origin of origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES })
    }
    await cdp.detach()
    origins.clear()
  }
}

// Every method of Playwright's clock installs its fake timers, for good.
const CLOCK_METHODS = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const

async function keepContext(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
  const context = await browser.newContext(options)
  const kept: KeptContext = { context, origins: new Set(), retired: false }
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const url = frame.url()
      if (url.startsWith('http')) kept.origins.add(new URL(url).origin)
    }),
  )
  context.on('close', () => (kept.retired = true))
  // page.clock is the context's clock: a test that uses it retires the context.
  const clock = context.clock as unknown as Record<
    (typeof CLOCK_METHODS)[number],
    (...args: unknown[]) => Promise<void>
  >
  for (const method of CLOCK_METHODS) {
    const original = clock[method].bind(clock)
    clock[method] = (...args) => {
      kept.retired = true
      return original(...args)
    }
  }
  return kept
}

// (The fixture callback is named `provide`, not `use`, so the React hooks lint
// rule does not mistake it for a hook.)
/**
 * The context and page of a test. Playwright's own context reuse
 * (`reuseContext`) clears the HTTP cache before every test, so each test's
 * first page downloaded and compiled every script again: about a third of
 * the CPU a member's page load costs. A returning user's browser keeps them,
 * and so does this: each worker keeps one context per set of context
 * options and clears, before each test, everything else the last one left.
 */
const keptContextTest = base.extend<
  // Playwright's own fixture that merges the options of `use` and test.use.
  { _combinedContextOptions: BrowserContextOptions },
  KeptContextWorkerFixtures
>({
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      const kept = new Map<string, KeptContext>()
      await provide(kept)
      await Promise.all([...kept.values()].map(({ context }) => context.close()))
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, keptContexts, _combinedContextOptions }, provide) => {
    // A service worker keeps more than storage (its registrations, the
    // notifications it showed): tests that allow one get a context of their own.
    if (_combinedContextOptions.serviceWorkers === 'allow') {
      const context = await browser.newContext(_combinedContextOptions)
      await context.newPage()
      await provide(context)
      await context.close()
      return
    }
    const key = JSON.stringify(_combinedContextOptions)
    let kept = keptContexts.get(key)
    if (kept?.retired) {
      await kept.context.close()
      kept = undefined
    }
    if (!kept) {
      kept = await keepContext(browser, _combinedContextOptions)
      keptContexts.set(key, kept)
    }
    await resetKept(kept)
    await provide(kept.context)
    // Its pages go now, not when the context is next used: a page left open
    // (signed in, its socket open) would go on talking to the demo during
    // the tests of the worker's other contexts.
    await Promise.all(kept.context.pages().map((page) => page.close()))
  },
  // The one page the context fixture opened for the test.
  page: async ({ context }, provide) => {
    await provide(context.pages()[0] ?? (await context.newPage()))
  },
})

export const test = keptContextTest.extend<DemoFixtures>({
  // This worker's own demo instance (e2e/workers.ts); page, request and new contexts use it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(demoUrl(testInfo.parallelIndex))
  },
  demo: async ({ request }, provide) => {
    await provide(new DemoControl(request))
  },
  cleanDemo: [
    async ({ demo }, provide) => {
      await demo.reset()
      await demo.clearFaults()
      await provide()
    },
    { auto: true },
  ],
})

export { expect }
