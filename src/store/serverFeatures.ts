import type { ServerFeatures } from '../api/features'
import { useSession } from './session'

/*
 * The one place screens ask what the server offers (api/features.ts decides
 * it at start-up). A feature the server turns out to lack at run time (its
 * endpoint answers 404) is switched off here, so its entries disappear.
 * Before the server is known, nothing optional is offered.
 */

/** The yes-or-no features (not the family). */
export type FeatureName = {
  [K in keyof ServerFeatures]: ServerFeatures[K] extends boolean ? K : never
}[keyof ServerFeatures]

export function hasFeature(name: FeatureName): boolean {
  return useSession.getState().instance?.features[name] ?? false
}

export function useFeature(name: FeatureName): boolean {
  return useSession((s) => s.instance?.features[name] ?? false)
}

/** The server answered 404 for this feature's endpoint: hide it from now on. */
export function markFeatureMissing(name: FeatureName): void {
  const session = useSession.getState()
  const instance = session.instance
  if (!instance || !instance.features[name]) return
  session.setInstance({ ...instance, features: { ...instance.features, [name]: false } })
}
