/**
 * Preferences as plain JSON, both ways: what a backup file and a settings
 * profile hold, and how such data becomes preferences again. Restoring takes
 * every known key the data carries, each only when its value has the type
 * its default has (and is one of the words or within the range the General
 * tab offers, for those preferences);
 * unknown keys and mistyped values are left out, keys the data lacks keep
 * their current value.
 */
import { CHOICES, NUMBER_BOUNDS } from '../general/model'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../../store/preferences'

type Key = keyof Preferences

/** Marks a value that does not fit its preference. */
export const invalid: unique symbol = Symbol('invalid preference value')

const KNOWN_KEYS = Object.keys(DEFAULT_PREFERENCES) as Key[]

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Every preference as JSON. `undefined` ("the instance's default", the
 * confirmations) is written as null, so the data says so instead of
 * dropping the key.
 */
export function preferencesToJson(prefs: Preferences): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of KNOWN_KEYS) {
    const value = prefs[key]
    out[key] = value === undefined ? null : value
  }
  return out
}

/**
 * The value `raw` stands for as preference `key`, or `invalid` when it does
 * not fit the type of the key's default.
 */
export function preferenceValue<K extends Key>(
  key: K,
  raw: unknown,
): Preferences[K] | typeof invalid
export function preferenceValue(key: Key, raw: unknown): unknown {
  const fallback: unknown = DEFAULT_PREFERENCES[key]
  // The General tab's own lists of words and number ranges: what it could have set.
  const choices: readonly unknown[] | undefined = (
    CHOICES as Partial<Record<Key, readonly unknown[]>>
  )[key]
  if (choices) return choices.includes(raw) ? raw : invalid
  const bounds = (NUMBER_BOUNDS as Partial<Record<Key, { min: number; max: number }>>)[key]
  if (bounds)
    return Number.isInteger(raw) && (raw as number) >= bounds.min && (raw as number) <= bounds.max
      ? raw
      : invalid
  if (fallback === undefined) {
    // "Instance default" (undefined) or an explicit yes or no.
    if (raw === null || raw === undefined) return undefined
    return typeof raw === 'boolean' ? raw : invalid
  }
  if (fallback === null) return raw === null || typeof raw === 'string' ? raw : invalid
  if (Array.isArray(fallback)) {
    return Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? [...raw] : invalid
  }
  if (isPlainObject(fallback)) {
    return isPlainObject(raw) && Object.values(raw).every((v) => typeof v === 'boolean')
      ? { ...raw }
      : invalid
  }
  if (typeof fallback === 'number') {
    return typeof raw === 'number' && Number.isFinite(raw) ? raw : invalid
  }
  return typeof raw === typeof fallback ? raw : invalid
}

/** The preferences `data` sets: its known keys with well-typed values. */
export function preferencesFromJson(data: Record<string, unknown>): Partial<Preferences> {
  const out: Partial<Record<Key, unknown>> = {}
  for (const key of KNOWN_KEYS) {
    if (!(key in data)) continue
    const value = preferenceValue(key, data[key])
    if (value !== invalid) out[key] = value
  }
  return out as Partial<Preferences>
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b))

/**
 * Sets each preference of `patch` that differs from the current value; the
 * store persists and applies them at once. Returns the keys it changed.
 */
export function applyPreferences(patch: Partial<Preferences>): Key[] {
  const store = usePreferences.getState()
  const changed: Key[] = []
  for (const key of Object.keys(patch) as Key[]) {
    const value = patch[key]
    if (same(store.prefs[key], value)) continue
    store.set(key, value as Preferences[typeof key])
    changed.push(key)
  }
  return changed
}
