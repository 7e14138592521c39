// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describedByOf } from './fieldDescription'

describe('describedByOf', () => {
  it('names the error first, then the hint', () => {
    expect(describedByOf('f', true, true)).toBe('f-error f-hint')
    expect(describedByOf('f', true, false)).toBe('f-error')
    expect(describedByOf('f', false, true)).toBe('f-hint')
  })

  it('is empty without either', () => {
    expect(describedByOf('f', false, false)).toBe('')
  })
})
