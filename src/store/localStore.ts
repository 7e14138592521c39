/**
 * Small synchronous persistence for what the client keeps locally (config,
 * last login name, OAuth data). Browsers can refuse storage (privacy modes,
 * blocked site data); then everything works for this visit and nothing is
 * kept, and start-up shows errors.storage_unavailable.
 */
export const PREFIX = 'akkoma-client:'

let available: boolean | null = null

export function storageAvailable(): boolean {
  if (available !== null) return available
  try {
    const probe = `${PREFIX}probe`
    window.localStorage.setItem(probe, '1')
    window.localStorage.removeItem(probe)
    available = true
  } catch {
    available = false
  }
  return available
}

/** What is kept when the browser keeps nothing (and a copy of what it keeps). */
export const memory = new Map<string, string>()

/*
 * Keys of the browser, shared by every account (the accounts registry, the
 * servers' apps, the servers used). Every other key is the active account's:
 * under its scope, a prefix. An account without a scope (the one an
 * installed client had before several accounts existed, and guests) keeps
 * the unprefixed keys, so its data survives the update untouched.
 */
export const GLOBAL = /^(accounts|apps|servers|server|oauth|last_login_name)(:|$)/
let scope: string | null | undefined

/** The active account's scope: read from the registry on first use, set again on a switch. */
export function storageScope(): string | null {
  if (scope === undefined) {
    const registry = readJson<{ active?: string | null; scopes?: Record<string, string | null> }>(
      'accounts',
      {},
    )
    scope = (registry.active && registry.scopes?.[registry.active]) || null
  }
  return scope
}

export function setStorageScope(next: string | null): void {
  scope = next
}

export const scopedKey = (key: string): string =>
  GLOBAL.test(key) || storageScope() === null ? key : `@${storageScope()}:${key}`

export function readJson<T>(name: string, fallback: T): T {
  const key = scopedKey(name)
  let raw: string | null
  try {
    raw = storageAvailable() ? window.localStorage.getItem(PREFIX + key) : (memory.get(key) ?? null)
  } catch {
    raw = memory.get(key) ?? null
  }
  if (raw === null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

/** Stores `value`; false when the browser would not keep it (it lives on in memory). */
export function writeJson(name: string, value: unknown): boolean {
  const key = scopedKey(name)
  const raw = JSON.stringify(value)
  memory.set(key, raw)
  if (!storageAvailable()) return false
  try {
    window.localStorage.setItem(PREFIX + key, raw)
    return true
  } catch (e) {
    console.warn('Could not persist', key, e)
    return false
  }
}

export function removeKey(name: string): void {
  const key = scopedKey(name)
  memory.delete(key)
  if (!storageAvailable()) return
  try {
    window.localStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing to clean up when storage is refused.
  }
}

/** For tests: forget the cached availability probe. */
export function resetStorageProbe(): void {
  available = null
  scope = undefined
  memory.clear()
}
