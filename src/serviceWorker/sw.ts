/*
 * The service worker, served from the site root as /sw.js so
 * its scope is '/'. It precaches the app shell (index.html, the entry
 * chunk, which holds the English messages, and its CSS), keeps every other
 * chunk (screens, other languages) once it has been used, answers
 * navigations from the shell when the network is gone, and shows web push
 * notifications. A new version waits until the reader accepts it (the page
 * offers it), so nobody's page changes under them while they write. No
 * eval, no inline code: it runs under `script-src 'self'`.
 *
 * It is compiled as its own entry (see buildPlugin.ts), which replaces the
 * `__SW_*__` placeholders below with build-time data.
 */
import { notificationFor, parsePushPayload } from './pushNotification'
import {
  SW_MESSAGE_OPEN,
  SW_MESSAGE_SESSION,
  SW_MESSAGE_SKIP_WAITING,
  type SwMessage,
} from './messages'

declare const __SW_PRECACHE__: string[]
declare const __SW_VERSION__: string
declare const __SW_SERVER_PATHS__: string[]
declare const __SW_PUSH_TITLES__: Record<string, string>

/* The worker globals this file uses (the project compiles with the DOM library only). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface WindowClient {
  readonly url: string
  readonly focused: boolean
  focus(): Promise<WindowClient>
  postMessage(message: SwMessage): void
}
interface WorkerScope {
  readonly location: Location
  readonly registration: ServiceWorkerRegistration
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}

const sw = self as unknown as WorkerScope
const CACHE_PREFIX = 'app-shell-'
const SHELL_CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`
/** Chunks kept as they are first used: their names carry a content hash, so they never change. */
const CHUNK_CACHE = `app-chunks-${__SW_VERSION__}`
const CHUNK_PREFIX = '/static/client/'
const SHELL_URL = '/'
const PRECACHED = new Set(__SW_PRECACHE__)
/** Where the worker keeps what the signed-in page told it (worker globals don't survive). */
const STATE_CACHE = 'sw-state'
const STATE_URL = '/__sw-state/notifications-path'

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...PRECACHED]))
      // The first worker takes over at once; an update waits for the reader.
      .then(() => (sw.registration.active ? undefined : sw.skipWaiting())),
  )
})

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter(
              (key) =>
                (key.startsWith(CACHE_PREFIX) || key.startsWith('app-chunks-')) &&
                key !== SHELL_CACHE &&
                key !== CHUNK_CACHE,
            )
            .map((key) => caches.delete(key)),
        ),
      ),
  )
})

const isServerPath = (path: string) =>
  __SW_SERVER_PATHS__.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

async function shellResponse(): Promise<Response> {
  return (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ?? Response.error()
}

sw.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== sw.location.origin || isServerPath(url.pathname)) return
  if (request.mode === 'navigate') {
    // Network first: the page carries fresh server data; the shell is the offline fallback.
    event.respondWith(fetch(request).catch(shellResponse))
  } else if (PRECACHED.has(url.pathname)) {
    event.respondWith(
      caches
        .match(url.pathname, { cacheName: SHELL_CACHE })
        .then((cached) => cached ?? fetch(request)),
    )
  } else if (url.pathname.startsWith(CHUNK_PREFIX) && !url.search) {
    event.respondWith(cachedChunk(request, url.pathname))
  }
  // Everything else (API calls, media) goes to the network untouched.
})

/** A lazy chunk from the cache, or from the network and then kept. */
async function cachedChunk(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(CHUNK_CACHE)
  const cached = await cache.match(path)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') void cache.put(path, response.clone())
  return response
}

interface SessionState {
  path: string | null
  titles?: Record<string, string>
  lang?: string
}

async function sessionState(): Promise<SessionState> {
  const stored = await caches.match(STATE_URL, { cacheName: STATE_CACHE })
  return stored ? ((await stored.json()) as SessionState) : { path: null }
}

sw.addEventListener('message', (event) => {
  const message = event.data as SwMessage | null
  if (message?.type === SW_MESSAGE_SKIP_WAITING) {
    event.waitUntil(sw.skipWaiting())
    return
  }
  if (message?.type !== SW_MESSAGE_SESSION) return
  event.waitUntil(
    caches
      .open(STATE_CACHE)
      .then((cache) =>
        cache.put(
          STATE_URL,
          new Response(
            JSON.stringify({
              path: message.notificationsPath,
              titles: message.titles,
              lang: message.lang,
            } satisfies SessionState),
          ),
        ),
      ),
  )
})

sw.addEventListener('push', (event) => {
  let raw: unknown = null
  try {
    raw = event.data?.json() ?? null
  } catch {
    // A payload that is not JSON still gets the generic notification.
  }
  const payload = parsePushPayload(raw)
  event.waitUntil(
    sessionState().then(({ path, titles, lang }) => {
      // The reader's language where the page told it; the built-in English otherwise.
      const { title, options } = notificationFor(
        payload,
        { ...__SW_PUSH_TITLES__, ...titles },
        path,
      )
      if (lang) options.lang = lang
      return sw.registration.showNotification(title, options)
    }),
  )
})

sw.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { path?: unknown } | null
  const path = typeof data?.path === 'string' ? data.path : SHELL_URL
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (list) => {
      const open = list.filter((c) => new URL(c.url).origin === sw.location.origin)
      const client = open.find((c) => c.focused) ?? open[0]
      if (client) {
        // The open page moves there with its own router (no reload).
        await client.focus()
        client.postMessage({ type: SW_MESSAGE_OPEN, path })
        return
      }
      await sw.clients.openWindow(path)
    }),
  )
})
