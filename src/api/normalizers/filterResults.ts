import { dateOrNull, idOrNull, isRecord, mapValid, str, strArr } from '../read'
import type { FilterAction, FilterContext, FilterResult } from '../types'

const CONTEXTS: readonly string[] = ['home', 'notifications', 'public', 'thread', 'account']

export const contextsOf = (raw: unknown): FilterContext[] =>
  strArr(raw).filter((c): c is FilterContext => CONTEXTS.includes(c))

/** Mastodon 4.4 added `blur` (hide the media only); an unknown action warns, the safe reading. */
export const actionOf = (raw: unknown): FilterAction =>
  raw === 'hide' || raw === 'blur' ? raw : 'warn'

/**
 * The `filtered` results a status carries (Mastodon 4): the filters that
 * matched it. null where the server sends none (Akkoma, Pleroma, GoToSocial
 * 0.19): the client then applies the filters it knows itself.
 */
export function normalizeFilterResults(raw: unknown): FilterResult[] | null {
  if (!Array.isArray(raw)) return null
  return mapValid(raw, (r) => {
    const f = isRecord(r) && isRecord(r.filter) ? r.filter : null
    const id = f ? idOrNull(f.id) : null
    if (!f || id === null) return null
    return {
      id,
      title: str(f.title),
      action: actionOf(f.filter_action),
      context: contextsOf(f.context),
      expiresAt: dateOrNull(f.expires_at),
    }
  })
}
