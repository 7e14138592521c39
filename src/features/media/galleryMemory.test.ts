// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { forgetGalleryChoices, MEMORY_LIMIT, remember, remembered } from './galleryMemory'

afterEach(() => forgetGalleryChoices())

describe('gallery memory', () => {
  it('remembers and forgets a choice per status', () => {
    remember('revealed', 'a', true)
    expect(remembered('revealed', 'a')).toBe(true)
    expect(remembered('expanded', 'a')).toBe(false)
    remember('revealed', 'a', false)
    expect(remembered('revealed', 'a')).toBe(false)
  })

  it('keeps only the newest choices', () => {
    for (let i = 0; i <= MEMORY_LIMIT; i++) remember('expanded', `s${i}`, true)
    expect(remembered('expanded', 's0')).toBe(false)
    expect(remembered('expanded', 's1')).toBe(true)
    expect(remembered('expanded', `s${MEMORY_LIMIT}`)).toBe(true)
  })
})
