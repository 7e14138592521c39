import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../../api/http'
import { akkomaAccountJson } from '../../../api/testFixtures'
import { initI18n } from '../../../i18n/i18n'
import { useSession } from '../../../store/session'
import { useSettingsModal } from '../../../store/settingsModal'
import { fakeServer } from '../../../api/testServer'
import SecurityTab from '../tabs/SecurityTab'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null, logout: vi.fn() }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))
vi.mock('../../accounts/switcher', () => ({ signOut: holder.logout }))

let server: ReturnType<typeof fakeServer>
let sessionValid: boolean

function signIn(family: 'akkoma' | 'gotosocial') {
  const base = mergeInstanceConfig({}, 'https://server.example')
  useSession.setState({
    currentUserId: 'me',
    instance: {
      ...base,
      features: {
        ...base.features,
        accountSecurity: family === 'akkoma',
        userPasswordChange: family === 'gotosocial',
      },
    },
  })
}

const renderTab = () =>
  render(
    <MemoryRouter>
      <SecurityTab />
    </MemoryRouter>,
  )

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  sessionValid = true
  holder.logout.mockReset()
  server = fakeServer(async (method, url) => {
    if (url === '/api/v1/accounts/verify_credentials') {
      if (!sessionValid) return new Response('{"error":"Invalid token"}', { status: 401 })
      return { ...akkomaAccountJson(), pleroma: { email: 'me@server.example' } }
    }
    if (url === '/api/v1/user/password_change') return new Response('', { status: 200 })
    if (url === '/api/oauth_tokens.json')
      return [
        { id: 1, app_name: 'Phone app', valid_until: '2030-01-01T00:00:00Z' },
        { id: 2, app_name: 'Akkoma Web Client', valid_until: '2030-01-02T00:00:00Z' },
      ]
    if (url.startsWith('/api/oauth_tokens/') && method === 'DELETE') {
      if (url.endsWith('/2')) sessionValid = false
      return new Response('', { status: 201 })
    }
    if (url === '/api/pleroma/accounts/mfa') return { settings: { enabled: false, totp: false } }
    if (url === '/api/pleroma/aliases') return { aliases: [] }
    return new Response('{"error":"Not found"}', { status: 404 })
  })
  holder.client = server.client
  useSettingsModal.setState({ visibility: 'visible', tab: 'security' })
})

describe('Security tab', () => {
  it('on GoToSocial offers only its password change, and keeps the session', async () => {
    signIn('gotosocial')
    const user = userEvent.setup()
    renderTab()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Password',
    ])
    await user.type(screen.getByLabelText('Current password'), 'old')
    await user.type(screen.getByLabelText('New password'), 'new-one')
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-one')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password is changed.')).toBeTruthy()
    expect(server.calls).toContain(
      'POST /api/v1/user/password_change {"old_password":"old","new_password":"new-one"}',
    )
    expect(holder.logout).not.toHaveBeenCalled()
  })

  it("on Akkoma shows every section; revoking this session's token signs out", async () => {
    signIn('akkoma')
    const user = userEvent.setup()
    renderTab()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'E-mail address',
      'Password',
      'Apps and sessions',
      'Two-factor login',
      'Aliases',
      'Move account',
      'Delete account',
    ])
    expect(await screen.findByText('Your address now: me@server.example')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Apps and sessions' })
    await user.click(within(list).getByRole('button', { name: /^Revoke Phone app/ }))
    expect(await screen.findByText('Phone app is signed out.')).toBeTruthy()
    expect(holder.logout).not.toHaveBeenCalled()
    await user.click(within(list).getByRole('button', { name: /^Revoke Akkoma Web Client/ }))
    await vi.waitFor(() => expect(holder.logout).toHaveBeenCalledTimes(1))
    expect(useSettingsModal.getState().visibility).toBe('hidden')
  })
})
