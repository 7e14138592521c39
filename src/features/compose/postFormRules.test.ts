// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { availableScopes, charactersLeft, isEmptyPost } from './postFormRules'

describe('post form rules', () => {
  it('counts text plus subject against the limit, code points not UTF-16 units', () => {
    expect(charactersLeft('hello', '', 10)).toBe(5)
    expect(charactersLeft('hello', 'cw', 5)).toBe(-2)
    expect(charactersLeft('😀😀', '', 5)).toBe(3)
    expect(charactersLeft('x', '', 0)).toBeNull()
  })
  it('rejects empty posts without attachments', () => {
    expect(isEmptyPost('   \n', 0)).toBe(true)
    expect(isEmptyPost('', 1)).toBe(false)
    expect(isEmptyPost('hi', 0)).toBe(false)
  })
  it('offers the local scope only where the server has it', () => {
    expect(availableScopes(false)).not.toContain('local')
    expect(availableScopes(true)).toContain('local')
  })
})
