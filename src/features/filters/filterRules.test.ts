// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  normalizeFilterV1,
  normalizeFilterV2,
  type ServerFilter,
} from '../../api/endpoints/filters'
import { gotoSocial } from '../../api/fixtures/gotoSocialFixture'
import { normalizeStatus } from '../../api/normalize'
import type { FilterContext } from '../../api/types'
import {
  compileFilter,
  filterVerdict,
  keywordSource,
  placeOf,
  type FilterableStatus,
} from './filterRules'

const NOW = Date.parse('2026-11-29T12:00:00Z')

const status = (text: string, extra: Partial<FilterableStatus> = {}): FilterableStatus => ({
  id: 's1',
  content: `<p>${text}</p>`,
  text: null,
  spoiler_text: '',
  poll: null,
  media_attachments: [],
  filtered: null,
  ...extra,
})

const filter = (
  over: Partial<ServerFilter> & { words?: [string, boolean][] },
): ServerFilter => ({
  id: over.id ?? 'f',
  title: over.title ?? 'spoilers',
  context: over.context ?? ['home'],
  expiresAt: over.expiresAt ?? null,
  action: over.action ?? 'warn',
  keywords: (over.words ?? [['spoiler', true]]).map(([keyword, wholeWord]) => ({
    id: null,
    keyword,
    wholeWord,
  })),
  statusIds: over.statusIds ?? [],
})

const judge = (s: FilterableStatus, filters: ServerFilter[], place: FilterContext = 'home') =>
  filterVerdict(s, place, filters.map(compileFilter), NOW)

describe('keyword matching', () => {
  it('whole word: not inside another word, in any case, with letters beyond ASCII', () => {
    const f = [filter({ words: [['spoiler', true]] })]
    expect(judge(status('A SPOILER, sorry'), f)).toEqual({ action: 'warn', titles: ['spoilers'] })
    expect(judge(status('no spoilers here'), f)).toBeNull()
    expect(judge(status('antispoiler'), f)).toBeNull()
    expect(judge(status('spoilerété'), [filter({ words: [['spoiler', true]] })])).toBeNull()
    expect(judge(status('über alles'), [filter({ words: [['über', true]] })])).not.toBeNull()
  })

  it('not whole word: anywhere, even inside words; punctuation is matched as written', () => {
    expect(
      judge(status('no spoilers here'), [filter({ words: [['spoiler', false]] })]),
    ).not.toBeNull()
    expect(keywordSource({ keyword: 'a.b', wholeWord: false })).toBe('a\\.b')
    expect(judge(status('see #tag.'), [filter({ words: [['#tag', true]] })])).not.toBeNull()
  })

  it('reads the content warning, entities, poll options and media descriptions', () => {
    const f = [filter({ words: [['plot', true]] })]
    expect(judge(status('x', { spoiler_text: 'film plot' }), f)).not.toBeNull()
    expect(judge(status('fish &amp; plot'), f)).not.toBeNull()
    expect(
      judge(status('x', { media_attachments: [{ description: 'the plot' }] as never }), f),
    ).not.toBeNull()
  })
})

describe('where a status is shown', () => {
  it('home and lists, notifications, public timelines, threads, profiles; nowhere else', () => {
    expect(
      ['friends', 'list', 'notifications', 'public', 'bubble', 'tag', 'user'].map((w) =>
        placeOf(w),
      ),
    ).toEqual(['home', 'home', 'notifications', 'public', 'public', 'public', 'account'])
    expect(placeOf(null, 'conversation')).toBe('thread')
    expect(placeOf(null, 'profile')).toBe('account')
    expect(placeOf('bookmarks')).toBeNull()
    expect(placeOf(null, 'timeline')).toBeNull()
  })
})

describe('filter verdicts', () => {
  it('only in the filter’s contexts, and not once expired', () => {
    const f = filter({ context: ['public'] })
    expect(judge(status('spoiler'), [f], 'home')).toBeNull()
    expect(filterVerdict(status('spoiler'), 'public', [compileFilter(f)], NOW)).not.toBeNull()
    const expired = filter({ expiresAt: '2026-11-29T11:59:00Z' })
    expect(judge(status('spoiler'), [expired])).toBeNull()
    const later = filter({ expiresAt: '2026-11-29T12:01:00Z' })
    expect(judge(status('spoiler'), [later])).not.toBeNull()
  })

  it('names every matching filter once; one hiding filter hides', () => {
    const a = filter({ id: 'a', title: 'spoilers' })
    const b = filter({ id: 'b', title: 'films', words: [['film', true]] })
    expect(judge(status('film spoiler'), [a, b])).toEqual({
      action: 'warn',
      titles: ['spoilers', 'films'],
    })
    expect(judge(status('film spoiler'), [a, { ...b, action: 'hide' }])?.action).toBe('hide')
  })

  it('a status carrying the server’s results is judged by them, for this place only', () => {
    // As Mastodon sends them.
    const results = [
      { filter: { id: '1', title: 'Ads', filter_action: 'hide', context: ['public'] } },
      { filter: { id: '2', title: 'Spoilers', filter_action: 'warn', context: ['home'] } },
    ]
    // The client's own list would not match: the server's word counts.
    expect(judge(status('nothing', { filtered: results }), [])).toEqual({
      action: 'warn',
      titles: ['Spoilers'],
    })
    expect(judge(status('spoiler', { filtered: [] }), [filter({})])).toBeNull()
  })

  it('a post the server says a filter names by itself (status_matches) is warned or hidden like a keyword match', () => {
    // As Mastodon sends a filter holding posts and no keyword that matches.
    const byPost = (action: string) => [
      {
        filter: {
          id: '9',
          title: 'That argument',
          context: ['home', 'thread'],
          filter_action: action,
          expires_at: null,
          keywords: [],
          statuses: [{ id: '1', status_id: 's1' }],
        },
        keyword_matches: null,
        status_matches: ['s1'],
      },
    ]
    expect(judge(status('nothing to match', { filtered: byPost('warn') }), [])).toEqual({
      action: 'warn',
      titles: ['That argument'],
    })
    expect(judge(status('x', { filtered: byPost('hide') }), [])?.action).toBe('hide')
    expect(judge(status('x', { filtered: byPost('warn') }), [], 'public')).toBeNull()
  })

  it('without the server’s results, a filter naming the post (or the repeat it is shown as) matches it', () => {
    const named = filter({ title: 'That argument', words: [], statusIds: ['s1'] })
    expect(judge(status('nothing to match'), [named])).toEqual({
      action: 'warn',
      titles: ['That argument'],
    })
    expect(judge(status('x', { id: 's2' }), [named])).toBeNull()
    const compiled = [compileFilter({ ...named, statusIds: ['r1'] })]
    expect(filterVerdict(status('x'), 'home', compiled, NOW, { repeatId: 'r1' })).not.toBeNull()
    expect(filterVerdict(status('x'), 'home', compiled, NOW)).toBeNull()
  })

  it('results that came before the filters changed are set aside: the current list judges', () => {
    const results = [
      { filter: { id: '2', title: 'Old', filter_action: 'warn', context: ['home'] } },
    ]
    const s = status('a spoiler', { filtered: results })
    const outdated = new WeakSet<object>([results])
    // The filter the results name is gone; another one now matches the text.
    expect(
      filterVerdict(s, 'home', [compileFilter(filter({ title: 'New' }))], NOW, { outdated }),
    ).toEqual({ action: 'warn', titles: ['New'] })
    expect(filterVerdict(s, 'home', [], NOW, { outdated })).toBeNull()
    // Results sent since (another array) are the server's word again.
    const fresh = status('a spoiler', { filtered: [...results] })
    expect(filterVerdict(fresh, 'home', [], NOW, { outdated })?.titles).toEqual(['Old'])
  })

  it('GoToSocial sends no results: its v2 filter is applied here to its home timeline', () => {
    const filters = (gotoSocial('GET_api_v2_filters_keyword').body as unknown[]).map(
      (raw) => normalizeFilterV2(raw) as ServerFilter,
    )
    const page = (gotoSocial('GET_api_v1_timelines_home_filtered').body as unknown[]).map((raw) =>
      normalizeStatus(raw),
    )
    const flagged = page.filter((s) => judge(s, filters) !== null).map((s) => s.id)
    expect(flagged).toEqual(['01M87AW4W9MY1N27AXVDY410N2'])
    // Its v1 reading (the same filter, one phrase) flags the same status.
    const v1 = (gotoSocial('GET_api_v1_filters').body as unknown[]).map(
      (raw) => normalizeFilterV1(raw) as ServerFilter,
    )
    expect(page.filter((s) => judge(s, v1) !== null).map((s) => s.id)).toEqual(flagged)
    // Not in notifications: the filter does not name them.
    expect(
      page.filter((s) => filterVerdict(s, 'notifications', filters.map(compileFilter), NOW)),
    ).toEqual([])
  })
})
