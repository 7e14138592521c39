import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ServerFilter } from '../../api/endpoints/filters'
import { initI18n } from '../../i18n/i18n'
import FiltersTab from './FiltersTab'
import { INITIAL_FILTERS, useFilters } from './filtersStore'

/*
 * A Mastodon filter holding posts named one by one (made in another app):
 * the list says how many, and its form saves without asking for a word.
 */

const mocks = vi.hoisted(() => ({ saveFilter: vi.fn(async () => undefined) }))
vi.mock('./filterService', () => ({
  loadFilters: async () => undefined,
  removeFilter: async () => undefined,
  saveFilter: mocks.saveFilter,
  filterApiVersion: () => 'v2',
}))

const filter = (over: Partial<ServerFilter>): ServerFilter => ({
  id: 'f1',
  title: 'Spoilers',
  context: ['home'],
  expiresAt: null,
  action: 'warn',
  keywords: [{ id: 'k1', keyword: 'spoiler', wholeWord: true }],
  statusIds: [],
  ...over,
})

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  useFilters.setState(INITIAL_FILTERS, true)
  mocks.saveFilter.mockClear()
})

describe('the Filters tab', () => {
  it('lists a filter’s words, and the posts it names by count; saves one of posts only', async () => {
    const posts = filter({ id: 'f2', title: 'That argument', keywords: [], statusIds: ['1', '2'] })
    useFilters.setState({ phase: 'ready', filters: [filter({}), posts] }, true)
    const user = userEvent.setup()
    render(<FiltersTab />)
    const list = screen.getByRole('list', { name: 'Filters' })
    const words = within(list).getByRole('listitem', { name: 'Spoilers' })
    expect(words.textContent).toContain('Words: spoiler')
    expect(words.textContent).not.toContain('Posts:')
    const byPost = within(list).getByRole('listitem', { name: 'That argument' })
    expect(byPost.textContent).toContain('Posts: 2')
    expect(byPost.textContent).not.toContain('Words:')

    await user.click(within(byPost).getByRole('button', { name: 'Edit That argument' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(mocks.saveFilter).toHaveBeenCalledWith(
      posts,
      expect.objectContaining({ title: 'That argument', keywords: [] }),
    )
  })
})
