// Types only: a value shared with the worker would pull it into a chunk of its own.
import type { SwMessage } from '../../serviceWorker/messages'
import { pushNotice } from '../../store/notices'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { translator } from '../../i18n/i18n'
import { SERVICE_WORKER_URL, serviceWorkerSupported } from './serviceWorker'

/*
 * Loaded lazily by start-up, for guests and members alike: registers the
 * service worker once the page has loaded and the browser is idle (nothing
 * competes with the first paint), tells it where a signed-in user's
 * notifications are, and lets it move the open page to a clicked
 * notification's route. (The push subscription itself is members' code:
 * memberPush.ts.)
 */

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1)

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') whenIdle(run)
  else window.addEventListener('load', () => whenIdle(run), { once: true })
}

async function tellWorker(userId: string | null): Promise<void> {
  const username = userId ? useEntities.getState().accounts[userId]?.username : undefined
  const message: SwMessage = {
    type: 'session',
    notificationsPath: username ? `/${encodeURIComponent(username)}/notifications` : null,
  }
  // A member's notifications are titled in their interface language.
  if (username) {
    try {
      const { pushTitles } = await import('./pushTitles')
      message.titles = pushTitles()
      message.lang = translator.locale
    } catch (e) {
      console.warn('Could not load the notification titles', e)
    }
  }
  const registration = await navigator.serviceWorker.ready
  registration.active?.postMessage(message)
}

function followSession(): void {
  const tell = () => void tellWorker(useSession.getState().currentUserId)
  tell()
  useSession.subscribe((session, previous) => {
    if (session.currentUserId !== previous.currentUserId) tell()
  })
  translator.subscribe(tell)
}

/**
 * A new version of the client waits in the browser until the reader takes it:
 * a notice offers to reload, and nothing reloads by itself (a post being
 * written is never lost to an update; drafts survive the reload too).
 */
function offerUpdates(registration: ServiceWorkerRegistration): void {
  let offered = false
  const offer = (waiting: ServiceWorker) => {
    if (offered || !navigator.serviceWorker.controller) return
    offered = true
    pushNotice('update.ready', {
      level: 'info',
      timeout: null,
      action: {
        labelKey: 'update.reload',
        run: () => {
          navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
            once: true,
          })
          const message: SwMessage = { type: 'skip-waiting' }
          waiting.postMessage(message)
        },
      },
    })
  }
  if (registration.waiting) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting) offer(registration.waiting)
    })
  })
}

/** A clicked notification asks the open page to show a route: the router follows popstate. */
function openRequestedRoutes(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SwMessage>) => {
    if (event.data?.type !== 'open' || !event.data.path.startsWith('/')) return
    window.history.pushState(null, '', event.data.path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
}

// The development server has no built worker to serve.
if (import.meta.env.PROD && serviceWorkerSupported()) {
  afterLoad(() => {
    openRequestedRoutes()
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => {
        offerUpdates(registration)
        followSession()
      })
      .catch((e: unknown) => console.warn('Could not register the service worker', e))
  })
}
