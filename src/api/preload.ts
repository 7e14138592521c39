/**
 * Start-up data Akkoma/Pleroma embed in index.html (their "Preload" plug):
 *
 *   <script id="initial-results" type="application/json">
 *     {"/api/v1/instance": "<base64 of UTF-8 JSON>", ...}
 *   </script>
 *
 * Each entry is handed out once: the first read saves a request at boot,
 * later refreshes must see current data from the network.
 */
import { isRecord } from './read'

const ELEMENT_ID = 'initial-results'

let entries: Map<string, unknown> | null = null

/** The preloaded reply for an API path (once), or undefined. Never throws. */
export function takePreloaded(path: string): unknown {
  try {
    const store = (entries ??= readFromDocument())
    if (!store.has(path)) return undefined
    const value = store.get(path)
    store.delete(path)
    return value
  } catch (error) {
    console.warn('Ignoring unreadable preloaded data', error)
    return undefined
  }
}

/** Replaces the preload store with `text` (boot code, tests); null empties it. */
export function primePreload(text: string | null): void {
  entries = text === null ? new Map() : decodePreload(text)
}

/** Forgets everything, so the next take re-reads the document. */
export function resetPreload(): void {
  entries = null
}

function readFromDocument(): Map<string, unknown> {
  if (typeof document === 'undefined') return new Map()
  const text = document.getElementById(ELEMENT_ID)?.textContent
  return text ? decodePreload(text) : new Map()
}

/**
 * Accepts the Pleroma format, the whole text base64-encoded, and entries
 * that are already plain JSON values. Undecodable entries are dropped.
 */
export function decodePreload(text: string): Map<string, unknown> {
  const result = new Map<string, unknown>()
  const root = parseRoot(text)
  if (!root) return result
  for (const [path, value] of Object.entries(root)) {
    const decoded = decodeEntry(value)
    if (decoded !== undefined) result.set(path, decoded)
  }
  return result
}

function parseRoot(text: string): Record<string, unknown> | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const direct = tryJson(trimmed)
  if (isRecord(direct)) return direct
  // A JSON string holding the base64, or bare base64.
  const encoded = typeof direct === 'string' ? direct : trimmed
  const inner = tryJson(decodeBase64Utf8(encoded) ?? '')
  return isRecord(inner) ? inner : null
}

function decodeEntry(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const decoded = decodeBase64Utf8(value)
  if (decoded !== null) {
    const parsed = tryJson(decoded)
    if (parsed !== undefined) return parsed
  }
  // Not base64 JSON: keep it if it is JSON itself, else as literal text (an HTML panel).
  const parsed = tryJson(value)
  return parsed !== undefined ? parsed : value
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Standard or URL-safe base64 of UTF-8 text; null when it is not that. */
export function decodeBase64Utf8(value: string): string | null {
  const compact = value.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
  if (compact === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null
  const padded = compact.padEnd(compact.length + ((4 - (compact.length % 4)) % 4), '=')
  try {
    const binary = atob(padded)
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}
