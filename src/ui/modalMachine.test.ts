// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initialModalState, modalTransition } from './modalMachine'

describe('modal state machine', () => {
  it('opens visible and marks content loaded', () => {
    expect(modalTransition(initialModalState, { type: 'open' })).toEqual({
      visibility: 'visible',
      loaded: true,
    })
  })

  it('peek toggles visible and minimized', () => {
    const open = modalTransition(initialModalState, { type: 'open' })
    const min = modalTransition(open, { type: 'peek' })
    expect(min.visibility).toBe('minimized')
    expect(modalTransition(min, { type: 'peek' }).visibility).toBe('visible')
  })

  it('close hides but keeps the content loaded', () => {
    const closed = modalTransition(modalTransition(initialModalState, { type: 'open' }), {
      type: 'close',
    })
    expect(closed).toEqual({ visibility: 'hidden', loaded: true })
  })

  it('refuses to minimize a hidden modal', () => {
    expect(() => modalTransition(initialModalState, { type: 'peek' })).toThrow(
      'Illegal minimization state',
    )
  })
})
