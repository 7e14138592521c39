/** Where the build puts the service worker: the site root, so its scope covers '/'. */
export const SERVICE_WORKER_URL = '/sw.js'

export const serviceWorkerSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Registers the worker (idempotent) and resolves once one is active. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  return navigator.serviceWorker.ready
}

export const pushSupported = (): boolean =>
  serviceWorkerSupported() && 'PushManager' in window && 'Notification' in window
