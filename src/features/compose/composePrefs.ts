import { usePref, type Preferences } from '../settings/preferences'

/** The post form's preferences (spec 2 §3 "User preferences read here"). */
export type ComposePrefKey =
  | 'postContentType'
  | 'postLanguage'
  | 'sensitiveByDefault'
  | 'sensitiveIfSubject'
  | 'alwaysShowSubjectInput'

/** One compose preference, re-rendering only when it changes. */
export function useComposePref<K extends ComposePrefKey>(key: K): Preferences[K] {
  return usePref(key)
}
