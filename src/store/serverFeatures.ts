import type { ServerFeatures } from '../api/features'
import { useSession } from './session'

/*
 * The one place screens ask what the server offers (api/features.ts decides
 * it at start-up). A feature the server turns out to lack at run time (its
 * endpoint answers 404) is switched off here, so its entries disappear.
 * Before the server is known, nothing optional is offered.
 */

/** The yes-or-no features (not the family), the Mastodon extras among them. */
export type FeatureName = {
  [K in keyof ServerFeatures]-?: NonNullable<ServerFeatures[K]> extends boolean ? K : never
}[keyof ServerFeatures]

/**
 * Whether these features include `name`: its own flag, or for one of the
 * Mastodon extras (unset until found missing) the server's answer for all.
 */
export function featureOn(features: ServerFeatures | undefined, name: FeatureName): boolean {
  return features ? (features[name] ?? features.mastodonExtras) : false
}

export function hasFeature(name: FeatureName): boolean {
  return featureOn(useSession.getState().instance?.features, name)
}

export function useFeature(name: FeatureName): boolean {
  return useSession((s) => featureOn(s.instance?.features, name))
}

/** The server answered 404 for this feature's endpoint: hide it from now on. */
export function markFeatureMissing(name: FeatureName): void {
  const session = useSession.getState()
  const instance = session.instance
  if (!instance || !featureOn(instance.features, name)) return
  session.setInstance({ ...instance, features: { ...instance.features, [name]: false } })
}
