// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canForward, emptyReportForm, reportFormStep, type ReportForm } from './reportMachine'

const run = (events: Parameters<typeof reportFormStep>[1][], from: ReportForm = emptyReportForm) =>
  events.reduce(reportFormStep, from)

describe('report form machine', () => {
  it('pre-selects the status it was opened from and starts idle', () => {
    const state = run([{ type: 'target', accountId: 'bob', statusId: 's1' }])
    expect(state).toEqual({ ...emptyReportForm, accountId: 'bob', statusIds: ['s1'] })
  })

  it('resets when the reported user changes, keeps the form for the same user', () => {
    const typed = run([
      { type: 'target', accountId: 'bob', statusId: 's1' },
      { type: 'comment', text: 'spam' },
      { type: 'forward', on: true },
    ])
    const same = reportFormStep(typed, { type: 'target', accountId: 'bob', statusId: 's2' })
    expect(same.comment).toBe('spam')
    expect(same.statusIds).toEqual(['s1', 's2'])
    const other = reportFormStep(same, { type: 'target', accountId: 'carol', statusId: null })
    expect(other).toEqual({ ...emptyReportForm, accountId: 'carol' })
  })

  it('toggles statuses', () => {
    const state = run([
      { type: 'target', accountId: 'bob', statusId: 's1' },
      { type: 'toggleStatus', statusId: 's2' },
      { type: 'toggleStatus', statusId: 's1' },
    ])
    expect(state.statusIds).toEqual(['s2'])
  })

  it('goes idle → processing → error → processing → done (reset)', () => {
    const ready = run([{ type: 'target', accountId: 'bob', statusId: null }])
    const processing = reportFormStep(ready, { type: 'submit' })
    expect(processing.phase).toBe('processing')
    // A second submit while processing changes nothing; neither do edits.
    expect(reportFormStep(processing, { type: 'submit' })).toBe(processing)
    expect(reportFormStep(processing, { type: 'comment', text: 'x' })).toBe(processing)
    const failed = reportFormStep(processing, { type: 'failed' })
    expect(failed.phase).toBe('error')
    const again = reportFormStep(failed, { type: 'submit' })
    expect(again.phase).toBe('processing')
    expect(reportFormStep(again, { type: 'succeeded' })).toEqual(emptyReportForm)
  })

  it('ignores results that arrive when nothing is processing', () => {
    const ready = run([{ type: 'target', accountId: 'bob', statusId: null }])
    expect(reportFormStep(ready, { type: 'failed' })).toBe(ready)
    expect(reportFormStep(ready, { type: 'succeeded' })).toBe(ready)
    expect(reportFormStep(emptyReportForm, { type: 'submit' })).toBe(emptyReportForm)
  })

  it('offers forwarding only for remote accounts', () => {
    expect(canForward({ is_local: true })).toBe(false)
    expect(canForward({ is_local: false })).toBe(true)
  })
})
