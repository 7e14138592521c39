import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { CAROL_TOTP_SECRET, DEMO_PASSWORD } from '../demo-instance/src/seeds/accounts'
import { ADMIN_SCOPE_SET } from '../src/api/scopes'
import { CLIENT_NAME, OAUTH_CALLBACK_PATH } from '../src/config/constants'
import { PREFIX } from '../src/store/localStore'

export { DEMO_PASSWORD }

/** The sidebar's login form, found as a screen reader finds it. */
export function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Log in' })
}

export async function fillLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const form = loginForm(page)
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
}

/** Logs in through the UI form and waits for the home timeline. */
export async function loginWithForm(page: Page, username: string): Promise<void> {
  await page.goto('/main/public')
  await fillLogin(page, username)
  await expect(page.getByRole('heading', { level: 1, name: 'Home timeline' })).toBeVisible()
}

/**
 * What the client keeps in the browser after a password login: the app it
 * registered, the user's token, and the account in the accounts registry.
 * Got through the API as the client gets it (app, password grant, own
 * account), so a test starts as a returning member does. The token has every
 * scope the client asks an Akkoma server for, unless `scopes` says otherwise.
 */
export async function storedSession(
  request: APIRequestContext,
  origin: string,
  username: string,
  scopes = ADMIN_SCOPE_SET,
): Promise<Record<string, string>> {
  const redirectUri = `${origin}${OAUTH_CALLBACK_PATH}`
  const { app, token, granted } = await passwordGrant(request, username, {
    clientName: CLIENT_NAME,
    redirectUri,
    scopes,
  })
  const meResponse = await request.get('/api/v1/accounts/verify_credentials', {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!meResponse.ok()) throw new Error(`verify_credentials answered ${meResponse.status()}`)
  const me = (await meResponse.json()) as {
    id: string
    acct: string
    display_name: string
    avatar: string
  }
  const key = `${me.id}@local`
  return {
    [`${PREFIX}oauth`]: JSON.stringify({
      clientId: app.client_id,
      clientSecret: app.client_secret,
      redirectUri,
      appToken: null,
      userToken: token,
      passwordGrantRefused: false,
      scopes,
      adminScopesRefused: false,
    }),
    [`${PREFIX}accounts`]: JSON.stringify({
      accounts: [
        {
          key,
          server: '',
          userId: me.id,
          acct: me.acct.includes('@') ? me.acct : `${me.acct}@${new URL(origin).host}`,
          token,
          displayName: me.display_name,
          avatar: me.avatar,
          scope: null,
          grantedScopes: granted,
        },
      ],
      active: key,
      scopes: { [key]: null },
    }),
    [`${PREFIX}last_login_name`]: JSON.stringify(username),
  }
}

/**
 * Signs in as a returning member: the session the login form would have
 * stored is put in place before the page's first script, then the home
 * timeline opens, or the screen `at` names (a returning member's link to
 * it), without loading home first. The form itself is tested by the login
 * tests (loginWithForm, fillLogin); every other test starts here, which saves
 * the guest page and the OAuth round trips of a login each time.
 */
export async function login(
  page: Page,
  username: string,
  {
    homeHeading = 'Home timeline',
    scopes,
    at,
  }: { homeHeading?: string; scopes?: string; at?: string } = {},
): Promise<void> {
  const origin = new URL(await baseOrigin(page)).origin
  const session = await storedSession(page.request, origin, username, scopes)
  // Once per browser tab: a later logout or account switch is not undone on reload.
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('e2e:session-seeded')) return
    window.sessionStorage.setItem('e2e:session-seeded', '1')
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
  }, session)
  if (at) {
    await page.goto(at)
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    return
  }
  await page.goto('/main/friends')
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible()
}

/** The page's base URL (the worker's own demo instance). */
async function baseOrigin(page: Page): Promise<string> {
  const current = page.url()
  if (current.startsWith('http')) return current
  // A fresh page is on about:blank: resolve a relative URL through the context's base URL.
  const response = await page.request.get('/api/v1/instance')
  return response.url()
}

export function totpNow(): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(CAROL_TOTP_SECRET),
    digits: 6,
    period: 30,
  }).generate()
}

/** A real touch swipe through the DevTools protocol (Playwright's touchscreen only taps). */
export async function swipe(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  const steps = 6
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps
    const y = from.y + ((to.y - from.y) * i) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** A user token straight from the API, for tests that act as a second person. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const { token } = await passwordGrant(request, username, {
    clientName: 'e2e',
    redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow',
  })
  return token
}

/** An app registered as given, and a user's token for it by the password grant. */
async function passwordGrant(
  request: APIRequestContext,
  username: string,
  { clientName, redirectUri, scopes }: { clientName: string; redirectUri: string; scopes: string },
): Promise<{ app: { client_id: string; client_secret: string }; token: string; granted: string }> {
  const appResponse = await request.post('/api/v1/apps', {
    data: { client_name: clientName, redirect_uris: redirectUri, scopes },
  })
  if (!appResponse.ok()) throw new Error(`POST /api/v1/apps answered ${appResponse.status()}`)
  const app = (await appResponse.json()) as { client_id: string; client_secret: string }
  const tokenResponse = await request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: app.client_id,
      client_secret: app.client_secret,
      username,
      password: DEMO_PASSWORD,
      scope: scopes,
    },
  })
  if (!tokenResponse.ok()) throw new Error(`POST /oauth/token answered ${tokenResponse.status()}`)
  const reply = (await tokenResponse.json()) as { access_token: string; scope: string }
  return { app, token: reply.access_token, granted: reply.scope }
}

/** Calls the API as that token's user and returns the JSON reply. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  form?: Record<string, string>,
): Promise<unknown> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    form,
  })
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`)
  return response.json()
}

let uniqueCount = 0

/** `label` with a suffix no other call in this run gets, so a test finds its own posts and names. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}-${++uniqueCount}`
}

/** How a test posts a status through the API, besides its text. */
export interface PostOptions {
  /** `public` when not given. */
  visibility?: 'public' | 'unlisted' | 'private' | 'direct' | 'local'
  /** The content warning. */
  spoilerText?: string
  /** The id of the status this one replies to. */
  inReplyTo?: string
}

/** The fields of a posted status that tests read. */
export interface PostedStatus {
  id: string
  visibility: string
  content: string
}

/** Posts `text` as `username` through the API (public unless the options say otherwise). */
export async function postAs(
  request: APIRequestContext,
  username: string,
  text: string,
  options?: PostOptions,
): Promise<PostedStatus>
/** Posts each of `texts` as `username`, in order, with one sign-in for them all. */
export async function postAs(
  request: APIRequestContext,
  username: string,
  texts: readonly string[],
  options?: PostOptions,
): Promise<PostedStatus[]>
export async function postAs(
  request: APIRequestContext,
  username: string,
  textOrTexts: string | readonly string[],
  options: PostOptions = {},
): Promise<PostedStatus | PostedStatus[]> {
  const token = await apiToken(request, username)
  const form: Record<string, string> = { visibility: options.visibility ?? 'public' }
  if (options.spoilerText !== undefined) form.spoiler_text = options.spoilerText
  if (options.inReplyTo !== undefined) form.in_reply_to_id = options.inReplyTo
  const post = async (status: string) =>
    (await apiCall(request, token, 'POST', '/api/v1/statuses', {
      ...form,
      status,
    })) as PostedStatus
  if (typeof textOrTexts === 'string') return post(textOrTexts)
  const posted: PostedStatus[] = []
  for (const text of textOrTexts) posted.push(await post(text))
  return posted
}

/** Pages through the public timeline (as a guest) for the status whose content contains `snippet`. */
export async function findPublic<T extends { id: string; content: string }>(
  request: APIRequestContext,
  snippet: string,
): Promise<T> {
  let maxId: string | undefined
  for (let page = 0; page < 40; page++) {
    const res = await request.get('/api/v1/timelines/public', {
      params: { limit: 40, ...(maxId ? { max_id: maxId } : {}) },
    })
    const list = (await res.json()) as T[]
    const hit = list.find((s) => s.content.includes(snippet))
    if (hit) return hit
    if (list.length === 0) break
    maxId = list[list.length - 1]?.id
  }
  throw new Error(`No public status contains ${snippet}`)
}

/** Preferences as the settings screen stores them, set before the app starts. */
export async function setConfig(page: Page, config: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('akkoma-client:config', value)
  }, JSON.stringify(config))
}

export const settingsDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Settings' })

/** Closes the settings with their close button, or with Escape, and waits until they are gone. */
export async function closeSettings(page: Page, by: 'button' | 'escape' = 'button'): Promise<void> {
  if (by === 'escape') await page.keyboard.press('Escape')
  else await settingsDialog(page).getByRole('button', { name: 'Close settings' }).click()
  await expect(settingsDialog(page)).toBeHidden()
}

/**
 * Opens the settings as a user does (the top bar's button; on a phone, the
 * drawer's entry), unless they are open already, then the named tab.
 */
export async function openSettings(page: Page, tab?: string): Promise<Locator> {
  const dialog = settingsDialog(page)
  if (!(await dialog.isVisible())) {
    if ((page.viewportSize()?.width ?? 1366) <= 800) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Settings' })
        .click()
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
    }
  }
  await expect(dialog).toBeVisible()
  if (tab) {
    await dialog
      .getByRole('tablist', { name: 'Settings sections' })
      .getByRole('tab', { name: tab })
      .click()
  }
  return dialog
}

/**
 * Shows a route the way a link inside the client does: the address changes
 * and the router draws the screen, with no page load. A page that has no
 * client loaded yet (a fresh tab, another site) loads it instead. Sweeps
 * over many routes use it: a full load costs more than the check it serves.
 */
async function visit(page: Page, path: string): Promise<void> {
  // Paths here are the client's own, so any page of this origin with the client mounted will do.
  const loaded =
    page.url().startsWith('http') &&
    (await page.evaluate(() => (document.getElementById('app')?.childElementCount ?? 0) > 0))
  if (!loaded) {
    await page.goto(path)
    return
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * `visit`, then waits until the new screen is drawn: the address is the
 * route's and the main heading is no longer the last screen's (so a check
 * that follows never looks at the screen being left).
 */
export async function visitScreen(page: Page, path: string): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading').first()
  const here = page.url().startsWith('http') ? new URL(page.url()) : null
  if (here && `${here.pathname}${here.search}` === path) return
  const before = here && (await heading.count()) > 0 ? await heading.textContent() : null
  await visit(page, path)
  await expect(page).toHaveURL(path)
  await expect(heading).toBeVisible()
  if (before !== null) await expect(heading).not.toHaveText(before)
}

export interface ReadingPlace {
  id: string
  /** The status's top edge, in px from the top of the window. */
  top: number
  /** Where the timeline's sticky header ends: the reading line. */
  line: number
}

/** The status under the timeline's sticky header, as the reader sees it. */
export function readingPlace(page: Page): Promise<ReadingPlace | null> {
  return page.evaluate(() => {
    const timeline = document.querySelector('main [data-timeline-id]')?.closest('section')
    const header = timeline?.querySelector('h1')?.parentElement
    const line = header?.getBoundingClientRect().bottom ?? 0
    for (const el of document.querySelectorAll<HTMLElement>('main [data-timeline-id]')) {
      const box = el.getBoundingClientRect()
      if (box.bottom > line + 1) return { id: el.dataset.timelineId ?? '', top: box.top, line }
    }
    return null
  })
}

/**
 * The reading place once the page holds still (media and measured heights
 * settled): the same over two checks a tenth of a second apart. A scroll
 * asked for just before (a wheel turn) may not have begun at the first look.
 */
export async function settledPlace(page: Page): Promise<ReadingPlace> {
  let before = await readingPlace(page)
  let stillFor = 0
  await expect
    .poll(
      async () => {
        const now = await readingPlace(page)
        const still = !!now && !!before && now.id === before.id && now.top === before.top
        stillFor = still ? stillFor + 1 : 0
        before = now
        return stillFor >= 2
      },
      { intervals: [100] },
    )
    .toBe(true)
  if (!before) throw new Error('no status on screen')
  return before
}

/** One answer kept for reading offline: its URL (path and query) and the account it belongs to. */
export interface SavedReading {
  url: string
  owner: string
}

/**
 * What the client keeps for reading offline, read from its IndexedDB: the
 * keys are "owner url", the url absolute where the server is another origin
 * (a site of its own), and each entry names its owner.
 */
export function savedReading(page: Page): Promise<SavedReading[]> {
  return page.evaluate(async () => {
    const [keys, entries] = await new Promise<[string[], { owner: string }[]]>(
      (resolve, reject) => {
        const open = indexedDB.open('akkoma-client-offline')
        open.onerror = () => reject(open.error ?? new Error('no database'))
        open.onsuccess = () => {
          const store = open.result.transaction('reading').objectStore('reading')
          const allKeys = store.getAllKeys()
          const all = store.getAll()
          all.onsuccess = () => resolve([allKeys.result.map(String), all.result])
          all.onerror = () => reject(all.error ?? new Error('no entries'))
        }
      },
    )
    return keys.map((key, index) => {
      const u = new URL(key.slice(key.indexOf(' ') + 1), location.origin)
      return { url: `${u.pathname}${u.search}`, owner: entries[index]?.owner ?? '' }
    })
  })
}

/** The URLs (path and query) of the answers kept for reading offline. */
export async function savedReadingUrls(page: Page): Promise<string[]> {
  return (await savedReading(page)).map((saved) => saved.url)
}

/**
 * Waits until the pages of home this load read are in IndexedDB: they are
 * written once the offline code has come, and a reader who had the page
 * open a while would not close it before.
 */
export async function homePagesSaved(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const read = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.pathname === '/api/v1/timelines/home')
          // A check for newer posts is no page anyone read: never kept.
          .filter((u) => !u.searchParams.has('min_id') && !u.searchParams.has('since_id'))
          .map((u) => `${u.pathname}${u.search}`),
      )
      const saved = await savedReadingUrls(page)
      return read.length > 0 && read.every((url) => saved.includes(url))
    })
    .toBe(true)
}
