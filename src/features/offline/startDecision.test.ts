import { describe, expect, it } from 'vitest'
import { akkomaInstance as fixture } from '../../api/testFixtures'
import { offlineStartWanted } from './startDecision'

// The fixture has no instance endpoint's answer: as loaded, it is one that answered.
const loaded = () => ({ ...fixture(), potentiallyFatalError: false })
const failed = (unreachable?: boolean) => ({
  ...fixture(),
  potentiallyFatalError: true,
  ...(unreachable === undefined ? {} : { unreachable }),
})

describe('whether start-up reads what an earlier visit saved', () => {
  it('does when the instance got no answer at all', () => {
    expect(offlineStartWanted(failed(true), true)).toBe(true)
  })

  it('does when the browser says it is offline, whatever the instance', () => {
    expect(offlineStartWanted(failed(), false)).toBe(true)
    // The page the service worker kept may carry the instance's answers.
    expect(offlineStartWanted(loaded(), false)).toBe(true)
  })

  it('does not when the server answered with an error: that is no lost network', () => {
    expect(offlineStartWanted(failed(), true)).toBe(false)
    expect(offlineStartWanted(failed(false), true)).toBe(false)
  })

  it('does not online with the instance loaded, nor on a site of its own (no instance asked)', () => {
    expect(offlineStartWanted(loaded(), true)).toBe(false)
    expect(offlineStartWanted(null, false)).toBe(false)
  })
})
