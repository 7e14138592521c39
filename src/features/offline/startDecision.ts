import type { InstanceConfig } from '../../api/types'

/*
 * Whether start-up looks for what an earlier visit saved: when the browser
 * says it is offline (the instance may still have come, from the copy the
 * service worker's page carries), or when the instance got no answer at all.
 * A server that answered with an error is not offline, and a site of its
 * own (no instance asked) starts as before. Part of the first visit: kept to
 * a few lines, the code that reads the saved copy loads only when this says so.
 */
export function offlineStartWanted(
  instance: InstanceConfig | null,
  browserOnline: boolean,
): boolean {
  if (instance === null) return false
  return !browserOnline || (instance.potentiallyFatalError && instance.unreachable === true)
}
