import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n, translator } from '../i18n/i18n'
import { pushNotice, useNotices } from '../store/notices'
import { Notices } from './Notices'

beforeAll(async () => {
  await initI18n('en')
  translator.addResourceBundle('en', 'translation', {
    test_notice: { posted: 'Posted', view: 'View post' },
  })
})

beforeEach(() => {
  vi.useFakeTimers()
  useNotices.getState().clear()
})

afterEach(() => {
  vi.useRealTimers()
})

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/main/friends']}>
      <Notices />
      <Routes>
        <Route path="/main/friends" element={<p>home</p>} />
        <Route path="/notice/:id" element={<p>the post</p>} />
      </Routes>
    </MemoryRouter>,
  )

describe('Notices', () => {
  it('shows a link to a page of the client, and following it closes the notice', () => {
    renderAt()
    act(() => {
      pushNotice('test_notice.posted', {
        level: 'success',
        link: { labelKey: 'test_notice.view', to: '/notice/42' },
      })
    })
    expect(screen.getByRole('status').textContent).toBe('Posted')
    fireEvent.click(screen.getByRole('link', { name: 'View post' }))
    expect(screen.getByText('the post')).toBeTruthy()
    expect(useNotices.getState().notices).toEqual([])
  })

  it('waits while pointed at or focused, then runs its whole time again', () => {
    renderAt()
    act(() => {
      pushNotice('test_notice.posted', {
        level: 'success',
        timeout: 1000,
        link: { labelKey: 'test_notice.view', to: '/notice/42' },
      })
    })
    const link = screen.getByRole('link', { name: 'View post' })
    const item = link.closest('li')!
    act(() => vi.advanceTimersByTime(600))
    fireEvent.pointerEnter(item)
    act(() => vi.advanceTimersByTime(5000))
    expect(useNotices.getState().notices).toHaveLength(1)
    act(() => link.focus())
    fireEvent.pointerLeave(item)
    act(() => vi.advanceTimersByTime(5000))
    expect(useNotices.getState().notices).toHaveLength(1)
    act(() => link.blur())
    act(() => vi.advanceTimersByTime(900))
    expect(useNotices.getState().notices).toHaveLength(1)
    act(() => vi.advanceTimersByTime(200))
    expect(useNotices.getState().notices).toEqual([])
  })
})
