import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { useSession } from '../../store/session'
import { useFilterGate } from '../filters'
import { FeedList, UnreadDivider, feedPosition } from './feedRows'

const AKKOMA = {
  nodeinfo: { software: { name: 'akkoma', version: '3.13.2' }, metadata: {} },
  v1: { version: '2.7.2 (compatible; Akkoma 3.13.2)', urls: {} },
}

afterEach(() => {
  useSession.setState({ currentUserId: null, instance: null })
  useFilterGate.setState({ judge: null, Warning: null })
})

describe('FeedList', () => {
  it('is a feed once it holds rows, and no feed while they wait for the member’s filters', () => {
    useSession.setState({ currentUserId: 'me', instance: mergeInstanceConfig(AKKOMA, '') })
    const { rerender } = render(<FeedList aria-label="Rows" />)
    expect(screen.queryByRole('feed')).toBeNull()
    rerender(
      <FeedList aria-label="Rows">
        <div />
      </FeedList>,
    )
    // The statuses are empty places until the filters are known: no feed of articles yet.
    expect(screen.queryByRole('feed')).toBeNull()
    act(() => useFilterGate.setState({ judge: () => null }))
    expect(screen.getByRole('feed', { name: 'Rows' })).toBeTruthy()
  })

  it('is a feed at once for a guest, who has no filters to wait for', () => {
    useSession.setState({ currentUserId: null, instance: mergeInstanceConfig(AKKOMA, '') })
    render(
      <FeedList aria-label="Rows">
        <div />
      </FeedList>,
    )
    expect(screen.getByRole('feed', { name: 'Rows' })).toBeTruthy()
  })
})

describe('the unread divider', () => {
  it('is hidden from the accessibility tree, and its words describe the status under it', () => {
    const Row = ({ divider }: { divider: boolean }) => (
      <div ref={feedPosition(2, 5)}>
        {divider && <UnreadDivider />}
        <article aria-label="A post" />
      </div>
    )
    const { rerender } = render(<Row divider />)
    expect(screen.queryByRole('separator')).toBeNull()
    const article = screen.getByRole('article', { name: 'A post' })
    expect(article.getAttribute('aria-posinset')).toBe('2')
    const describedBy = article.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Newer posts you have not read are above this line',
    )
    // The divider gone (the reader jumped to the newest), the description goes with it.
    rerender(<Row divider={false} />)
    expect(article.hasAttribute('aria-describedby')).toBe(false)
  })
})
