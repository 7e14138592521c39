import {
  createElement,
  lazy as reactLazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { CHUNK_LOAD_TIMEOUT } from '../config/constants'
import { messagesSettled } from '../i18n/i18n'
import { startGateOpened } from '../store/startGate'

/**
 * A chunk's load that has not settled within CHUNK_LOAD_TIMEOUT fails: a
 * server that never answers then gets the failure's message and its retry
 * instead of a spinner that turns forever.
 */
export function withinChunkTimeout<T>(
  loading: Promise<T>,
  timeout: number = CHUNK_LOAD_TIMEOUT,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('ChunkLoadError: timed out')), timeout)
    loading.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/** Resolves once the browser says it is online again. */
function backOnline(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  )
}

/**
 * Loads a chunk, within CHUNK_LOAD_TIMEOUT. One that fails while the browser
 * is offline (it went offline mid-load, or the page had never fetched it)
 * waits for the connection and is asked for again, instead of failing: the
 * part it brings fills in once the reader is back, and nothing goes blank or
 * shows an error screen meanwhile. A failure while online fails as before.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await withinChunkTimeout(load())
    } catch (error) {
      if (navigator.onLine) throw error
      await backOnline()
    }
  }
}

// `any` as in React's own signature: the props are the component's, whatever they are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyAfter<T extends ComponentType<any>>(
  before: () => Promise<void>,
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(async () => {
    await before()
    const module = await loadChunk(load)
    await messagesSettled()
    return module
  })
}

const now = (): Promise<void> => Promise.resolve()

/**
 * React's `lazy`, whose component renders only once the words of the areas
 * its chunk registered (features' messages.ts) are there in the reader's
 * language: a lazy screen's first paint is translated, never English first.
 * (Top-level await in the messages modules would say the same, but the
 * bundler then loses the page's entry chunk.) Its chunk fails after
 * CHUNK_LOAD_TIMEOUT, and waits for the connection while offline (see loadChunk).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazyAfter(now, load)
}

/**
 * `lazy` for what no first screen needs: its chunk is asked for only once
 * the page's first statuses have painted (see store/startGate), and its
 * Suspense fallback holds its place until then. The wait for the first
 * statuses does not count towards the chunk's timeout.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyAfterStart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazyAfter(startGateOpened, load)
}

/**
 * `lazy`, minus the wait once the chunk is there: a component mounted after
 * `ready()` returned it (a warm-up loaded it) renders at once. React's lazy
 * suspends on its first render whatever the state of the chunk, and React
 * reveals a suspended boundary no sooner than its throttle (about 300 ms).
 * The choice is made when the component mounts, so it never remounts while
 * shown.
 */
export function lazyUnlessReady<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ready: () => ComponentType<P> | null,
): ComponentType<P> {
  const Lazy = lazy(load)
  return function UnlessReady(props: P) {
    const [Component] = useState<ComponentType<P>>(() => ready() ?? Lazy)
    return createElement(Component, props)
  }
}
