import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClient } from '../../../api/http'
import { akkomaInstance } from '../../../api/testFixtures'
import { initI18n } from '../../../i18n/i18n'
import { resetStorageProbe } from '../../../store/localStore'
import { useSession } from '../../../store/session'
import BackupMenu from './BackupMenu'
import SyncSection from './SyncSection'
import { resetSessionForTests, startSessionForTests } from '../../../test/session'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  window.localStorage.clear()
  resetStorageProbe()
  resetSessionForTests()
  holder.client = createApiClient({
    fetch: async (url) =>
      new Response(
        JSON.stringify(url.endsWith('/pleroma-fe') ? [{ name: 'phone', version: 3 }] : {}),
        {
          status: url.endsWith('/pleroma-fe') ? 200 : 404,
        },
      ),
  })
})

describe('SyncSection', () => {
  it('renders nothing where the server has no settings profiles', () => {
    const instance = akkomaInstance()
    useSession.setState({
      currentUserId: 'me',
      instance: { ...instance, features: { ...instance.features, frontendSettingsSync: false } },
    })
    const { container } = render(<SyncSection />)
    expect(container.innerHTML).toBe('')
  })

  it('renders nothing for a guest', () => {
    useSession.setState({ currentUserId: null, instance: akkomaInstance() })
    const { container } = render(<SyncSection />)
    expect(container.innerHTML).toBe('')
  })

  it('lists the profiles of an Akkoma member, each with labelled actions', async () => {
    useSession.setState({ instance: akkomaInstance() })
    startSessionForTests('me')
    render(<SyncSection />)
    const region = screen.getByRole('region', { name: 'Settings sync' })
    const toggle = within(region).getByRole('checkbox', { name: 'Sync settings with the server' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    const item = await within(region).findByRole('listitem')
    expect(item.textContent).toContain('phone')
    expect(item.textContent).toContain('version 3')
    within(item).getByRole('button', { name: 'Use profile “phone” in this browser' })
    within(item).getByRole('button', { name: 'Delete profile “phone”' })
  })
})

describe('BackupMenu', () => {
  it('is a menu button with three items', async () => {
    useSession.setState({ currentUserId: null, instance: akkomaInstance() })
    render(<BackupMenu />)
    const button = screen.getByRole('button', { name: 'Backup and restore' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    await userEvent.click(button)
    const menu = screen.getByRole('menu', { name: 'Backup and restore' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Back up settings', 'Back up settings with theme', 'Restore settings'])
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0])
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})
