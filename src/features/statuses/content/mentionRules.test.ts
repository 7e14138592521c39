// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Mention } from '../../../api/types'
import { MENTIONS_SHOWN } from '../../../config/constants'
import { mentionsForLine, visibleMentions } from './mentionRules'

const mention = (username: string, host?: string): Mention => ({
  id: `id-${username}`,
  username,
  acct: host ? `${username}@${host}` : username,
  url: `https://${host ?? 'local.example'}/users/${username}`,
})

describe('visibleMentions', () => {
  const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((n) => mention(n))

  it('shows five, then counts the rest', () => {
    const { shown, hiddenCount } = visibleMentions(many, false)
    expect(shown.map((m) => m.username)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(shown).toHaveLength(MENTIONS_SHOWN)
    expect(hiddenCount).toBe(3)
  })

  it('shows all when expanded', () => {
    expect(visibleMentions(many, true)).toEqual({ shown: many, hiddenCount: 0 })
  })

  it('needs no expander for five or fewer', () => {
    expect(visibleMentions(many.slice(0, 5), false).hiddenCount).toBe(0)
  })
})

describe('mentionsForLine', () => {
  const bob = mention('bob')
  const dana = mention('dana', 'mastodon.example')

  it('lists every mention of a status that is not a reply', () => {
    expect(mentionsForLine([bob, dana], null)).toEqual([bob, dana])
  })

  it('leaves out the account replied to', () => {
    expect(mentionsForLine([bob, dana], bob.id)).toEqual([dana])
  })
})
