import { create } from 'zustand'
import { readJson, writeJson } from '../../store/localStore'

/*
 * Per-user highlight: a colour and a style, kept in local
 * storage and applied to that user's posts everywhere. This module is in the
 * first visit's bundle, so it only holds the map; the stylesheet that paints
 * the highlights (highlightSheet.ts) loads once there is something to paint.
 */

export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side'

export interface UserHighlight {
  color: string
  type: HighlightType
}

export const HIGHLIGHT_STORAGE_KEY = 'highlight'

export const useHighlights = create<Record<string, UserHighlight>>(() =>
  readJson<Record<string, UserHighlight>>(HIGHLIGHT_STORAGE_KEY, {}),
)

let sheetRequested = false

/** Loads the painting stylesheet (once). */
export function requestHighlightSheet(): Promise<unknown> | undefined {
  if (sheetRequested || typeof document === 'undefined') return
  sheetRequested = true
  return import('./highlightSheet').then((m) => m.installHighlightSheet())
}

if (Object.keys(useHighlights.getState()).length > 0) void requestHighlightSheet()

export function setUserHighlight(accountId: string, highlight: UserHighlight): void {
  const next = { ...useHighlights.getState(), [accountId]: highlight }
  if (highlight.type === 'disabled') delete next[accountId]
  useHighlights.setState(next, true)
  writeJson(HIGHLIGHT_STORAGE_KEY, next)
  void requestHighlightSheet()
}

/** The highlight style of an author's posts, or undefined when none applies. */
export const useUserHighlight = (accountId: string | undefined): HighlightType | undefined =>
  useHighlights((s) => (accountId ? s[accountId]?.type : undefined))
