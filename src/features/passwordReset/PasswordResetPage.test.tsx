import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import { initI18n } from '../../i18n/i18n'
import { useSession } from '../../store/session'
import { saveLastLoginName } from '../auth'
import PasswordResetPage from './PasswordResetPage'

let requests: string[]
let reply: () => Response | Promise<Response>

beforeAll(async () => {
  await initI18n('en')
})

function setMailer(enabled: boolean) {
  const instance = mergeInstanceConfig({}, '')
  useSession.setState({ currentUserId: null, instance: { ...instance, mailerEnabled: enabled } })
}

beforeEach(() => {
  requests = []
  reply = () => new Response(null, { status: 204 })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push(`${init.method} ${url}`)
    return reply()
  })
  setMailer(true)
})

function renderPage(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/password-reset', state }]}>
      <PasswordResetPage />
    </MemoryRouter>,
  )
}

const field = () => screen.getByRole('textbox', { name: 'E-mail address or user name' })
const send = () => screen.getByRole('button', { name: 'Send the reset link' })

describe('PasswordResetPage', () => {
  it('asks the server, then says to check the e-mail with a way home', async () => {
    const user = userEvent.setup()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy()
    await user.type(field(), 'alice@example.social')
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Check your e-mail'),
    )
    expect(requests).toEqual(['POST /auth/password?email=alice%40example.social'])
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    )
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('says when the server throttles, clears the field, and the notice can be dismissed', async () => {
    const user = userEvent.setup()
    reply = () => new Response(JSON.stringify({ error: 'Throttled' }), { status: 429 })
    renderPage()
    await user.type(field(), 'bob')
    await user.click(send())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You asked for too many reset links. Wait a few minutes, then try again.',
    )
    expect(field()).toHaveProperty('value', '')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the generic error for any other failure, and the next try can succeed', async () => {
    const user = userEvent.setup()
    reply = () => Promise.reject(new TypeError('offline'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderPage()
    await user.type(field(), 'carol')
    await user.click(send())
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred')
    expect(field()).toHaveProperty('value', '')
    reply = () => new Response(null, { status: 204 })
    await user.type(field(), 'carol')
    await user.click(send())
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is the disabled variant when the instance cannot send mail', () => {
    setMailer(false)
    renderPage()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByText(/Password reset is turned off on this instance/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Who runs this instance' }).getAttribute('href')).toBe(
      '/about',
    )
    expect(requests).toEqual([])
  })

  it('explains a reset the server requires, offering the name just typed', async () => {
    saveLastLoginName('alice')
    renderPage({ passwordResetRequested: true })
    expect(screen.getByText(/must be changed before you can log in again/)).toBeTruthy()
    expect(field()).toHaveProperty('value', 'alice')
    act(() => setMailer(false))
    expect(screen.getByText(/this instance cannot send reset links/)).toBeTruthy()
  })
})
