import type { BrowserContext, Page } from '@playwright/test'

/**
 * Delivers push messages to the page's service worker as a push service
 * would (through the DevTools protocol), once the worker is ready.
 */
export async function pushToWorker(
  page: Page,
  context: BrowserContext,
): Promise<(payload: Record<string, unknown>) => Promise<void>> {
  // `ready` comes while the worker may still be activating; a push service
  // delivers to an activated one.
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (!worker || worker.state === 'activated') return
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
      }),
    )
  })
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted)
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const origin = new URL(page.url()).origin
  return async (payload) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    })
  }
}

/** The notifications the service worker shows now. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }))
  })
}
