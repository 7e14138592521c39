/*
 * What no first screen needs (a member's post form and action bar, the
 * accounts menu, the keyboard shortcuts, the notifications column...) waits
 * until the page's first statuses have painted: their chunks then never
 * compete with the entry chunk and the first page of statuses for the
 * browser's few connections. Start-up closes the gate until then; where
 * nothing closed it (a test, a page that opened on no timeline) it is open.
 */

let opened: Promise<void> = Promise.resolve()

/** Keeps the gate closed until `until` settles (start-up: the first screen painted, or a time limit). */
export function holdStartGate(until: Promise<unknown>): void {
  opened = until.then(
    () => undefined,
    () => undefined,
  )
}

/** Resolves once the gate is open. */
export const startGateOpened = (): Promise<void> => opened
