// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { relationship as relationshipOf } from '../../../api/testServer'
import type { Account, Relationship } from '../../../api/types'
import {
  muteDecision,
  muteWordHits,
  pickMentionedOffender,
  plainTextOfHtml,
  type MuteAccount,
  type MuteContext,
  type MutePrefs,
  type MuteStatus,
  type MuteSubject,
} from './muteRules'

const relationship = (patch: Partial<Relationship>): Relationship => relationshipOf('x', patch)

const account = (id: string, patch: Partial<MuteAccount> = {}): MuteAccount => ({
  id,
  acct: id,
  bot: false,
  relationship: null,
  ...patch,
})

const status = (patch: Partial<MuteStatus> = {}): MuteStatus => ({
  content: '<p>Hello world</p>',
  text: null,
  spoiler_text: '',
  muted: false,
  thread_muted: false,
  mentions: [],
  ...patch,
})

const prefs = (patch: Partial<MutePrefs> = {}): MutePrefs => ({
  muteWords: [],
  muteBotStatuses: false,
  hideMutedPosts: false,
  hideMutedThreads: false,
  hideWordFilteredPosts: false,
  hideThreadsWithBlockedUsers: false,
  hideFilteredStatuses: false,
  ...patch,
})

const ctx = (patch: Partial<MuteContext> = {}): MuteContext => ({
  currentUserId: 'me',
  prefs: prefs(),
  view: 'timeline',
  ...patch,
})

const subject = (patch: Partial<MuteSubject> = {}): MuteSubject => ({
  status: status(),
  author: account('bob'),
  ...patch,
})

const mutedBob = account('bob', { relationship: relationship({ muting: true }) })

describe('muteDecision', () => {
  it('shows an ordinary post', () => {
    expect(muteDecision(subject(), ctx())).toBeNull()
  })

  it('mutes a post by a muted author (relationship)', () => {
    expect(muteDecision(subject({ author: mutedBob }), ctx())).toEqual({
      reasons: [{ kind: 'user' }],
      hide: false,
    })
  })

  it('mutes a post by an author on the mute list passed in', () => {
    const d = muteDecision(subject(), ctx({ mutedAccountIds: new Set(['bob']) }))
    expect(d?.reasons).toEqual([{ kind: 'user' }])
  })

  it('mutes a repeat by a muted account', () => {
    const d = muteDecision(
      subject({
        repeat: {
          status: { muted: false, thread_muted: false },
          account: account('rita', { relationship: relationship({ muting: true }) }),
        },
      }),
      ctx(),
    )
    expect(d?.reasons).toEqual([{ kind: 'reblogger', acct: 'rita' }])
  })

  it("reads Akkoma's muted flag as a muted author unless the thread is muted", () => {
    const pleroma = ctx({ serverMuteFlag: 'pleroma' })
    expect(muteDecision(subject({ status: status({ muted: true }) }), pleroma)?.reasons).toEqual([
      { kind: 'user' },
    ])
    expect(
      muteDecision(subject({ status: status({ muted: true, thread_muted: true }) }), pleroma)
        ?.reasons,
    ).toEqual([{ kind: 'thread' }])
  })

  it("reads Mastodon's muted flag as a muted conversation", () => {
    const d = muteDecision(
      subject({ status: status({ muted: true }) }),
      ctx({ serverMuteFlag: 'mastodon' }),
    )
    expect(d?.reasons).toEqual([{ kind: 'thread' }])
  })

  it('ignores the muted flag when the server flavour is unknown', () => {
    expect(muteDecision(subject({ status: status({ muted: true }) }), ctx())).toBeNull()
  })

  it('mutes a post in a muted thread', () => {
    const d = muteDecision(subject({ status: status({ thread_muted: true }) }), ctx())
    expect(d?.reasons).toEqual([{ kind: 'thread' }])
  })

  it('mutes on a mute word in the text, case-insensitively', () => {
    const d = muteDecision(
      subject({ status: status({ content: '<p>I love <b>Zebras</b></p>' }) }),
      ctx({ prefs: prefs({ muteWords: ['zebra'] }) }),
    )
    expect(d?.reasons).toEqual([{ kind: 'word', word: 'zebra' }])
  })

  it('mutes on a mute word in the subject', () => {
    const d = muteDecision(
      subject({ status: status({ spoiler_text: 'Election SPOILERS' }) }),
      ctx({ prefs: prefs({ muteWords: ['spoilers', 'nothing'] }) }),
    )
    expect(d?.reasons).toEqual([{ kind: 'word', word: 'spoilers' }])
  })

  it('mutes bot posts when bot muting is on, but not in a quote', () => {
    const bot = account('weatherbot', { bot: true })
    const on = prefs({ muteBotStatuses: true })
    expect(muteDecision(subject({ author: bot }), ctx({ prefs: on }))?.reasons).toEqual([
      { kind: 'bot' },
    ])
    expect(muteDecision(subject({ author: bot }), ctx({ prefs: on, view: 'quote' }))).toBeNull()
    expect(muteDecision(subject({ author: bot }), ctx())).toBeNull()
  })

  it('mutes a post mentioning a blocked or muted account, blocked first', () => {
    const mentions = [
      { id: 'm1', username: 'mia', acct: 'mia', url: '' },
      { id: 'b1', username: 'ben', acct: 'ben@x.example', url: '' },
    ]
    const d = muteDecision(
      subject({
        status: status({ mentions }),
        mentioned: [account('m1', { acct: 'mia', relationship: relationship({ muting: true }) })],
      }),
      ctx({ blockedAccountIds: new Set(['b1']) }),
    )
    expect(d?.reasons).toEqual([
      { kind: 'mention', acct: 'ben@x.example', relation: 'blocked' },
      { kind: 'mention', acct: 'mia', relation: 'muted' },
    ])
  })

  it('collects every reason', () => {
    const d = muteDecision(
      subject({ author: mutedBob, status: status({ thread_muted: true, text: 'zebra' }) }),
      ctx({ prefs: prefs({ muteWords: ['zebra'] }) }),
    )
    expect(d?.reasons.map((r) => r.kind)).toEqual(['user', 'thread', 'word'])
  })

  describe('exceptions', () => {
    it("never mutes the viewer's own post", () => {
      const own = muteDecision(
        subject({ author: account('me'), status: status({ thread_muted: true, text: 'zebra' }) }),
        ctx({ prefs: prefs({ muteWords: ['zebra'] }) }),
      )
      expect(own).toBeNull()
    })

    it("never mutes the viewer's own repeat", () => {
      const d = muteDecision(
        subject({
          author: mutedBob,
          repeat: { status: { muted: false, thread_muted: false }, account: account('me') },
        }),
        ctx(),
      )
      expect(d).toBeNull()
    })

    it("shows the profile owner's own posts and repeats on their profile", () => {
      const c = ctx({
        view: 'profile',
        profileOwnerId: 'bob',
        prefs: prefs({ muteWords: ['zebra'] }),
      })
      expect(muteDecision(subject({ status: status({ text: 'zebra' }) }), c)).toBeNull()
      const repeat = subject({
        author: account('zed'),
        status: status({ text: 'zebra' }),
        repeat: { status: { muted: false, thread_muted: false }, account: account('bob') },
      })
      expect(muteDecision(repeat, c)).toBeNull()
    })

    it('still mutes the profile owner when the viewer muted them', () => {
      const d = muteDecision(
        subject({ author: mutedBob }),
        ctx({ view: 'profile', profileOwnerId: 'bob' }),
      )
      expect(d?.reasons).toEqual([{ kind: 'user' }])
    })

    it('the profile exception needs the profile view', () => {
      const d = muteDecision(
        subject({ status: status({ text: 'zebra' }) }),
        ctx({ profileOwnerId: 'bob', prefs: prefs({ muteWords: ['zebra'] }) }),
      )
      expect(d?.reasons).toEqual([{ kind: 'word', word: 'zebra' }])
    })

    it('shows a thread-muted post in its own conversation (other reasons still apply)', () => {
      const threadMuted = status({ thread_muted: true })
      expect(
        muteDecision(subject({ status: threadMuted }), ctx({ view: 'conversation' })),
      ).toBeNull()
      const d = muteDecision(
        subject({ status: { ...threadMuted, text: 'zebra' } }),
        ctx({ view: 'conversation', prefs: prefs({ muteWords: ['zebra'] }) }),
      )
      expect(d?.reasons).toEqual([{ kind: 'word', word: 'zebra' }])
    })

    it("shows the conversation's focused post", () => {
      expect(muteDecision(subject({ author: mutedBob }), ctx({ focused: true }))).toBeNull()
    })

    it('mutes for a logged-out viewer too (mute list given)', () => {
      const d = muteDecision(
        subject({ status: status({ text: 'zebra' }) }),
        ctx({ currentUserId: null, prefs: prefs({ muteWords: ['zebra'] }) }),
      )
      expect(d?.reasons).toHaveLength(1)
    })
  })

  describe('hide options', () => {
    const cases: [string, Partial<MutePrefs>, Partial<MuteSubject>][] = [
      ['hideMutedPosts', { hideMutedPosts: true }, { author: mutedBob }],
      ['hideMutedThreads', { hideMutedThreads: true }, { status: status({ thread_muted: true }) }],
      [
        'hideWordFilteredPosts',
        { hideWordFilteredPosts: true, muteWords: ['zebra'] },
        { status: status({ text: 'zebra' }) },
      ],
      [
        'hideThreadsWithBlockedUsers',
        { hideThreadsWithBlockedUsers: true },
        { status: status({ mentions: [{ id: 'b1', username: 'b', acct: 'b', url: '' }] }) },
      ],
    ]
    for (const [name, on, s] of cases) {
      it(`${name} removes the matching post from view`, () => {
        const c = ctx({ prefs: prefs(on), blockedAccountIds: new Set(['b1']) })
        expect(muteDecision(subject(s), c)?.hide).toBe(true)
      })
    }

    it('a hide option does not remove posts muted for another reason', () => {
      const d = muteDecision(
        subject({ status: status({ text: 'zebra' }) }),
        ctx({
          prefs: prefs({ muteWords: ['zebra'], hideMutedPosts: true, hideMutedThreads: true }),
        }),
      )
      expect(d?.hide).toBe(false)
    })

    it('a muted mention follows hideMutedPosts, a blocked one hideThreadsWithBlockedUsers', () => {
      const mentioning = subject({
        status: status({ mentions: [{ id: 'm1', username: 'm', acct: 'm', url: '' }] }),
      })
      const muted = new Set(['m1'])
      expect(
        muteDecision(
          mentioning,
          ctx({ mutedAccountIds: muted, prefs: prefs({ hideMutedPosts: true }) }),
        )?.hide,
      ).toBe(true)
      expect(
        muteDecision(
          mentioning,
          ctx({ mutedAccountIds: muted, prefs: prefs({ hideThreadsWithBlockedUsers: true }) }),
        )?.hide,
      ).toBe(false)
    })

    it('hideFilteredStatuses removes every muted post, bots included', () => {
      const d = muteDecision(
        subject({ author: account('bot', { bot: true }) }),
        ctx({ prefs: prefs({ muteBotStatuses: true, hideFilteredStatuses: true }) }),
      )
      expect(d).toEqual({ reasons: [{ kind: 'bot' }], hide: true })
    })
  })
})

describe('muteWordHits', () => {
  it('prefers the plain text the server sends over the HTML', () => {
    expect(muteWordHits(status({ content: '<p>cat</p>', text: 'dog' }), ['cat', 'DOG'])).toEqual([
      'DOG',
    ])
  })

  it('ignores blank words and markup', () => {
    expect(
      muteWordHits(status({ content: '<span class="zebra">horse</span>' }), [' ', 'zebra']),
    ).toEqual([])
  })
})

describe('plainTextOfHtml', () => {
  it('drops tags and decodes entities', () => {
    expect(plainTextOfHtml('<p>Fish &amp; chips&#33;<br>&#x1F600; &lt;b&gt;</p><p>x</p>')).toBe(
      'Fish & chips!\n😀 <b>\nx\n',
    )
  })
})

describe('pickMentionedOffender', () => {
  const full = (id: string, rel: Partial<Relationship> | null) =>
    ({ id, relationship: rel ? relationship(rel) : null }) as Account
  const mention = (id: string) => ({ id, username: id, acct: id, url: '' })

  it('returns the blocked account first, else the muted one, from the cache', () => {
    const accounts = {
      a: full('a', { muting: true }),
      b: full('b', { blocking: true }),
      c: full('c', null),
    }
    expect(pickMentionedOffender([mention('a'), mention('b')], accounts)).toBe(accounts.b)
    expect(pickMentionedOffender([mention('c'), mention('a')], accounts)).toBe(accounts.a)
    expect(pickMentionedOffender([mention('c'), mention('z')], accounts)).toBeUndefined()
  })
})
