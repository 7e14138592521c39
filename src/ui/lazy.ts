import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react'
import { messagesSettled } from '../i18n/i18n'

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
