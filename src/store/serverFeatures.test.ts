// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { mergeInstanceConfig } from '../api/endpoints/instanceMerge'
import { featureOn, hasFeature, markFeatureMissing } from './serverFeatures'
import { useSession } from './session'

const HOLLO = { nodeinfo: { software: { name: 'hollo', version: '0.9.13' }, metadata: {} } }
const MASTODON = { nodeinfo: { software: { name: 'mastodon', version: '4.3.2' }, metadata: {} } }

afterEach(() => useSession.setState({ instance: null }))

describe('the Mastodon extras, asked one by one', () => {
  it('are on where the server has them and off on Hollo', () => {
    const mastodon = mergeInstanceConfig(MASTODON, '').features
    const hollo = mergeInstanceConfig(HOLLO, '').features
    for (const name of ['domainBlocks', 'accountNotes', 'threadMutes', 'editHistory'] as const) {
      expect(featureOn(mastodon, name)).toBe(true)
      expect(featureOn(hollo, name)).toBe(false)
    }
    // Flags of their own answer for themselves.
    expect(featureOn(hollo, 'editing')).toBe(true)
    expect(featureOn(hollo, 'streaming')).toBe(false)
    expect(featureOn(undefined, 'domainBlocks')).toBe(false)
  })

  it('one found missing at run time is off alone', () => {
    useSession.setState({ instance: mergeInstanceConfig(MASTODON, '') })
    markFeatureMissing('domainBlocks')
    expect(hasFeature('domainBlocks')).toBe(false)
    expect(hasFeature('accountNotes')).toBe(true)
  })
})
