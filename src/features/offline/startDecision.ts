import type { InstanceConfig } from '../../api/types'

/*
 * Whether start-up looks for what an earlier visit saved: only when the
 * instance could not be reached for want of a network. A server that
 * answered with an error is not offline, and a site of its own (no instance
 * to ask) starts as before. Part of the first visit: kept to a few lines,
 * the code that reads the saved copy loads only when this says so.
 */
export function offlineStartWanted(
  instance: InstanceConfig | null,
  browserOnline: boolean,
): boolean {
  if (instance === null || !instance.potentiallyFatalError) return false
  // The browser may know it has no network before a request says so.
  return instance.unreachable === true || !browserOnline
}
