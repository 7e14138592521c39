// The offline area's entry: what the shell and the post form use of it.
// Everything behind it loads lazily, as one member-only chunk: a guest's
// first visit carries only these few lines.
import { createElement, Suspense } from 'react'
import { lazy, lazyAfterStart } from '../../ui/lazy'
import type { PostToQueue } from './queue'
import './offlineForget'

export type { PostToQueue } from './queue'
export { offlineStartWanted } from './startDecision'
export type { OutboxWork } from './outboxMachine'
export type { OfflineStart } from './offlineStart'

const load = () => import('./offlineParts')

/** The offline strip under the top bar, with the outbox's count and dialog (members). */
export const OfflineBar = lazyAfterStart(() => load().then((m) => ({ default: m.OfflineBar })))

const LazyOfflineHint = lazy(() => load().then((m) => ({ default: m.OfflineHint })))

/** The post form's line saying its post will wait for the connection (nothing while it loads). */
export const OfflineHint = () =>
  createElement(Suspense, { fallback: null }, createElement(LazyOfflineHint))

/** Keeps a post in the account's outbox until the connection returns. */
export async function queuePost(post: PostToQueue): Promise<void> {
  return (await load()).queuePost(post)
}

/** The start from what an earlier visit saved: loaded only when the instance could not be reached. */
export const loadOfflineStart = () => import('./offlineStart')
