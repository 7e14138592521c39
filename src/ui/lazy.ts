import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react'
import { messagesSettled } from '../i18n/i18n'
import { startGateOpened } from '../store/startGate'

/**
 * React's `lazy`, whose component renders only once the words of the areas
 * its chunk registered (features' messages.ts) are there in the reader's
 * language: a lazy screen's first paint is translated, never English first.
 * (Top-level await in the messages modules would say the same, but the
 * bundler then loses the page's entry chunk.)
 */
// `any` as in React's own signature: the props are the component's, whatever they are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(async () => {
    const module = await load()
    await messagesSettled()
    return module
  })
}

/**
 * `lazy` for what no first screen needs: its chunk is asked for only once
 * the page's first statuses have painted (see store/startGate), and its
 * Suspense fallback holds its place until then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyAfterStart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    await startGateOpened()
    return load()
  })
}
