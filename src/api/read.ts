/**
 * Guarded readers for untrusted JSON. Normalizers read every wire field
 * through these, so a missing or mistyped field becomes a default instead of
 * a crash deep inside a screen.
 */

export type JsonRecord = Record<string, unknown>

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * View `value` as wire type `T` (whose fields are all optional) or as an empty
 * object. The cast is safe only because callers read fields through the
 * guards below, never trusting the declared field types.
 */
export function wire<T extends object>(value: unknown): T {
  return (isRecord(value) ? value : {}) as T
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

/** A non-empty string, else null. */
export function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/** Server ids: strings, or numbers on old Pleroma versions. */
export function idOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/** Finite numbers; numeric strings too, since some servers send limits as strings. */
export function numOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

export function num(value: unknown, fallback = 0): number {
  return numOrNull(value) ?? fallback
}

export function boolOrNull(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null
}

export function bool(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function strArr(value: unknown): string[] {
  return arr(value).filter((item): item is string => typeof item === 'string')
}

/** Maps a list, dropping items the mapper rejects (throws or returns null). */
export function mapValid<T>(value: unknown, mapper: (item: unknown) => T | null): T[] {
  const result: T[] = []
  for (const item of arr(value)) {
    try {
      const mapped = mapper(item)
      if (mapped !== null) result.push(mapped)
    } catch {
      // A malformed nested item (one mention, one emoji) must not lose the parent.
    }
  }
  return result
}

/** A valid ISO-ish date string, else the epoch, so date formatting never sees garbage. */
export function dateStr(value: unknown): string {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value
  return EPOCH
}

export function dateOrNull(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null
}

export const EPOCH = '1970-01-01T00:00:00.000Z'
