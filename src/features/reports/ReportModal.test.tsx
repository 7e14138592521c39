import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiToken } from '../../api/client'
import { normalizeAccount } from '../../api/normalize'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { closeReport, openReport, useReportModal } from '../../store/moderation'
import { ReportModalHost } from './ReportModalHost'
import { stubModalDialogs } from '../../test/dialog'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const wireStatus = (id: string, accountId: string, acct: string, text: string) => ({
  id,
  content: `<p>${text}</p>`,
  created_at: '2030-01-01T10:00:00Z',
  visibility: 'public',
  account: { id: accountId, username: acct.split('@')[0], acct },
})

let posted: unknown[]
let reportReply: () => Response

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  posted = []
  reportReply = () => json({ id: '1', action_taken: false })
  useEntities.getState().clear()
  useEntities.getState().ingestAccounts([
    normalizeAccount({ id: 'b', username: 'bob', acct: 'bob', display_name: 'Bob' }),
    normalizeAccount({
      id: 'd',
      username: 'dana',
      acct: 'dana@remote.example',
      display_name: 'Dana',
    }),
  ])
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.startsWith('/api/v1/accounts/b/statuses'))
      return json([
        wireStatus('s1', 'b', 'bob', 'first post'),
        wireStatus('s2', 'b', 'bob', 'second post'),
      ])
    if (url.startsWith('/api/v1/accounts/d/statuses')) return json([])
    if (url === '/api/v1/reports' && init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)))
      return reportReply()
    }
    return json({})
  })
  setApiToken('token')
})

afterEach(() => {
  closeReport()
  vi.unstubAllGlobals()
})

const renderHost = () =>
  render(
    <MemoryRouter>
      <ReportModalHost />
    </MemoryRouter>,
  )

describe('the report modal', () => {
  it('sends the chosen posts and comment, then closes', async () => {
    renderHost()
    openReport('b', 's2')
    const dialog = await screen.findByRole('dialog', { name: 'Report Bob' }, { timeout: 5000 })
    const second = await within(dialog).findByRole('checkbox', { name: 'second post' })
    expect((second as HTMLInputElement).checked).toBe(true)
    expect(
      (within(dialog).getByRole('checkbox', { name: 'first post' }) as HTMLInputElement).checked,
    ).toBe(false)
    // Bob is local: no forwarding offered.
    expect(within(dialog).queryByRole('checkbox', { name: /anonymous copy/ })).toBeNull()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'first post' }))
    await userEvent.type(within(dialog).getByRole('textbox'), 'spam')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(useReportModal.getState().target).toBeNull())
    expect(posted).toEqual([
      { account_id: 'b', status_ids: ['s2', 's1'], comment: 'spam', forward: false },
    ])
  })

  it('shows the generic error, keeps the form and lets the user retry', async () => {
    reportReply = () => json({ error: 'Something broke' }, 500)
    renderHost()
    openReport('b', null)
    const dialog = await screen.findByRole('dialog', { name: 'Report Bob' }, { timeout: 5000 })
    await userEvent.type(within(dialog).getByRole('textbox'), 'why')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An error occurred while processing your request: Something broke',
    )
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('why')
    reportReply = () => json({ id: '2', action_taken: false })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(useReportModal.getState().target).toBeNull())
    expect(posted).toHaveLength(2)
  })

  it('offers forwarding for a remote user and starts afresh for another user', async () => {
    renderHost()
    openReport('b', null)
    let dialog = await screen.findByRole('dialog', { name: 'Report Bob' }, { timeout: 5000 })
    await userEvent.type(within(dialog).getByRole('textbox'), 'typed for bob')
    openReport('d', null)
    dialog = await screen.findByRole('dialog', { name: 'Report Dana' }, { timeout: 5000 })
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe(''),
    )
    const forward = within(dialog).getByRole('checkbox', {
      name: /Also send an anonymous copy to remote\.example/,
    })
    await userEvent.click(forward)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ account_id: 'd', forward: true })
  })
})
