/**
 * The settings modal's save notice: settings.saving_ok,
 * cleared after SAVE_NOTICE_TIMEOUT, or settings.saving_err, which stays
 * until the next save. Local preference changes report themselves (the
 * modal watches the preference store); server-side saves call reportSaved.
 */
import { create } from 'zustand'
import { SAVE_NOTICE_TIMEOUT } from '../../config/constants'

export type SaveNotice = 'ok' | 'error' | null

export const useSaveNotice = create<{ notice: SaveNotice }>()(() => ({ notice: null }))

let clearTimer: ReturnType<typeof setTimeout> | null = null

export function reportSaved(ok: boolean): void {
  if (clearTimer) clearTimeout(clearTimer)
  clearTimer = null
  useSaveNotice.setState({ notice: ok ? 'ok' : 'error' })
  if (ok) {
    clearTimer = setTimeout(() => {
      clearTimer = null
      useSaveNotice.setState({ notice: null })
    }, SAVE_NOTICE_TIMEOUT)
  }
}
