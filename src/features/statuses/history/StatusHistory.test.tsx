// @vitest-environment jsdom
// jsdom, not the default happy-dom: DOMPurify sanitizes only where the DOM has what it checks for.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useEntities } from '../../../store/entities'
import { fakeServer, resetStores, setupI18n, status, STATUS_ID } from '../stats/testKit'
import { closeStatusHistory, openStatusHistory, useStatusHistory } from './historyStore'
import { StatusHistoryHost } from './StatusHistoryHost'

beforeAll(async () => {
  await setupI18n()
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
beforeEach(() => {
  resetStores()
  useStatusHistory.setState({ statusId: null, opening: 0 })
})
afterEach(cleanup)

const version = (content: string, created_at: string, spoiler_text = '') => ({
  content,
  spoiler_text,
  sensitive: false,
  created_at,
  emojis: [],
  media_attachments: [],
})

describe('edit history', () => {
  it('loads the dialog on first use and lists versions oldest first', async () => {
    useEntities.getState().ingestStatuses([status()])
    const calls = fakeServer(() => ({
      // Out of order on purpose: the client sorts.
      body: [
        version('<p>second <script>alert(1)</script></p>', '2024-03-01T12:05:00.000Z', 'cw'),
        version('<p>first</p>', '2024-03-01T12:00:00.000Z'),
        version('<p>third</p>', '2024-03-01T12:09:00.000Z'),
      ],
    }))
    const { container } = render(
      <MemoryRouter>
        <StatusHistoryHost />
      </MemoryRouter>,
    )
    expect(container.innerHTML).toBe('')

    await act(async () => openStatusHistory(STATUS_ID))
    // The first opening downloads the dialog's chunk (a cold transform in tests).
    const dialog = await screen.findByRole(
      'dialog',
      { name: "Edit history of author's post" },
      { timeout: 5000 },
    )
    const items = await within(dialog).findAllByRole('listitem')
    expect(calls[0]!.url).toBe(`/api/v1/statuses/${STATUS_ID}/history`)
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/^Original/),
      expect.stringMatching(/^Edit 1/),
      expect.stringMatching(/^Current version/),
    ])
    expect(items[0]!.textContent).toContain('first')
    expect(items[1]!.textContent).toContain('cw')
    expect(dialog.querySelector('script')).toBeNull()

    await act(async () => closeStatusHistory())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a failure with a retry', async () => {
    useEntities.getState().ingestStatuses([status()])
    fakeServer(() => ({ status: 404, body: { error: 'Record not found' } }))
    render(
      <MemoryRouter>
        <StatusHistoryHost />
      </MemoryRouter>,
    )
    await act(async () => openStatusHistory(STATUS_ID))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Record not found')
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
