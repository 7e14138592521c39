/**
 * Small synchronous persistence for what the spec keeps locally (config,
 * last login name, OAuth data). Browsers can refuse storage (privacy modes,
 * blocked site data); then everything works for this visit and nothing is
 * kept, and start-up shows errors.storage_unavailable.
 */
const PREFIX = 'akkoma-client:'

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

const memory = new Map<string, string>()

export function readJson<T>(key: string, fallback: T): T {
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
export function writeJson(key: string, value: unknown): boolean {
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

export function removeKey(key: string): void {
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
  memory.clear()
}
