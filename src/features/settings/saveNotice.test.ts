// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAVE_NOTICE_TIMEOUT } from '../../config/constants'
import { reportSaved, useSaveNotice } from './saveNotice'

afterEach(() => {
  vi.useRealTimers()
  useSaveNotice.setState({ notice: null })
})

describe('the save notice', () => {
  it('shows success for two seconds, restarting on each save', () => {
    vi.useFakeTimers()
    reportSaved(true)
    expect(useSaveNotice.getState().notice).toBe('ok')
    vi.advanceTimersByTime(SAVE_NOTICE_TIMEOUT - 100)
    reportSaved(true)
    vi.advanceTimersByTime(SAVE_NOTICE_TIMEOUT - 100)
    expect(useSaveNotice.getState().notice).toBe('ok')
    vi.advanceTimersByTime(100)
    expect(useSaveNotice.getState().notice).toBeNull()
  })

  it('keeps an error until the next save', () => {
    vi.useFakeTimers()
    reportSaved(true)
    reportSaved(false)
    vi.advanceTimersByTime(SAVE_NOTICE_TIMEOUT * 3)
    expect(useSaveNotice.getState().notice).toBe('error')
    reportSaved(true)
    expect(useSaveNotice.getState().notice).toBe('ok')
  })
})
