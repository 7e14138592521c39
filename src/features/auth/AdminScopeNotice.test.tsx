import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { ADMIN_SCOPE_SET } from '../../api/scopes'
import { OAUTH_BASE_SCOPES } from '../../config/constants'
import { reloadRegistry, saveRegistry, type AccountRecord } from '../../store/accounts'
import { AdminScopeNotice } from './AdminScopeNotice'
import { adminScopesMissing, noteAdminRefusal } from '../../store/adminScopes'
import { reauthorizeForAdmin } from './loginService'

vi.mock('./loginService', () => ({ reauthorizeForAdmin: vi.fn(async () => null) }))

const admin = (grantedScopes: string | null, key = 'a1@local'): AccountRecord => ({
  key,
  server: '',
  userId: key.split('@')[0] ?? '',
  acct: 'admin@here.social',
  token: 't',
  displayName: 'Admin',
  avatar: '',
  scope: null,
  grantedScopes,
})

function signedInAs(account: AccountRecord): void {
  saveRegistry({ accounts: [account], active: account.key, scopes: { [account.key]: null } })
}

beforeEach(() => {
  localStorage.clear()
  reloadRegistry()
})

describe('admin scopes', () => {
  it('are missing when the token was granted only the base scopes', () => {
    signedInAs(admin(OAUTH_BASE_SCOPES))
    expect(adminScopesMissing()).toBe(true)
    signedInAs(admin(ADMIN_SCOPE_SET))
    expect(adminScopesMissing()).toBe(false)
  })

  it('are taken as granted when unknown, until the admin API refuses them', () => {
    signedInAs(admin(null, 'a2@local'))
    expect(adminScopesMissing()).toBe(false)
    const forbidden = new ApiError({
      status: 403,
      statusText: '',
      body: { error: 'Forbidden' },
      url: '/api/v1/pleroma/admin/reports',
    })
    expect(noteAdminRefusal(forbidden)).toBe(false)
    expect(adminScopesMissing()).toBe(false)
    const insufficient = new ApiError({
      status: 403,
      statusText: '',
      body: { error: 'Insufficient permissions: admin:read:reports.' },
      url: '/api/v1/pleroma/admin/reports',
    })
    expect(noteAdminRefusal(insufficient)).toBe(true)
    expect(adminScopesMissing()).toBe(true)
  })
})

describe('AdminScopeNotice', () => {
  it('explains what is missing and sends the admin to grant it, coming back here', async () => {
    render(
      <MemoryRouter initialEntries={['/main/friends?x=1']}>
        <AdminScopeNotice />
      </MemoryRouter>,
    )
    expect(screen.getByRole('region', { name: 'Moderation needs more access' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Allow moderation access' }))
    expect(vi.mocked(reauthorizeForAdmin)).toHaveBeenCalledWith('/main/friends?x=1')
  })

  it("shows why the server's page could not be opened", async () => {
    vi.mocked(reauthorizeForAdmin).mockResolvedValueOnce({
      key: 'login.scopes_rejected',
      args: { scopes: 'admin:read' },
    })
    render(
      <MemoryRouter>
        <AdminScopeNotice />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Allow moderation access' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server does not grant these permissions: admin:read',
    )
    expect(screen.getByRole('button', { name: 'Allow moderation access' })).toHaveProperty(
      'disabled',
      false,
    )
  })
})
