import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeStatus } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { StatusView } from './StatusView'
import { useOpenCards } from './openCards'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  useOpenCards.setState({ open: {} })
  useEntities.getState().clear()
  useSession.setState({ currentUserId: null })
  useEntities.getState().ingestStatuses([
    normalizeStatus({
      id: 's1',
      account: { id: 'acct-bob', username: 'bob', acct: 'bob', display_name: 'Bob' },
      content: '<p>Hello</p>',
      created_at: '2024-03-01T12:00:00.000Z',
      visibility: 'public',
    }),
  ])
})

const show = () =>
  render(
    <MemoryRouter>
      <StatusView id="s1" />
    </MemoryRouter>,
  )

describe('the author card a status opens', () => {
  it('stays open when the status is drawn anew, and closes from the avatar', async () => {
    const user = userEvent.setup()
    const first = show()
    await user.click(screen.getByRole('button', { name: 'Avatar of Bob' }))
    expect(
      screen.getByRole('button', { name: 'Avatar of Bob' }).getAttribute('aria-expanded'),
    ).toBe('true')
    // The first paint's list gives way to the virtual one: the status mounts anew.
    first.unmount()
    show()
    const avatar = screen.getByRole('button', { name: 'Avatar of Bob' })
    expect(avatar.getAttribute('aria-expanded')).toBe('true')
    await user.click(avatar)
    expect(avatar.getAttribute('aria-expanded')).toBe('false')
  })
})
