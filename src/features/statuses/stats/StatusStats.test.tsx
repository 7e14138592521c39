import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { akkomaAccountJson } from '../../../api/testFixtures'
import { useEntities } from '../../../store/entities'
import { usePreferences } from '../../../store/preferences'
import { AvatarRow } from './AvatarRow'
import { StatFaces } from './statFaces'
import { StatusStats } from './StatusStats'
import { fakeServer, resetStores, setupI18n, status, STATUS_ID } from './testKit'
import { disclosureButton } from '../../../test/disclosure'

beforeAll(setupI18n)
beforeEach(resetStores)
afterEach(cleanup)

const accountJson = (i: number) => ({
  ...akkomaAccountJson(),
  id: `u${i}`,
  username: `user${i}`,
  acct: `user${i}`,
  display_name: `User ${i}`,
})

function renderStats(focused = false) {
  return render(
    <MemoryRouter>
      <StatFaces.Provider value={AvatarRow}>
        <StatusStats statusId={STATUS_ID} focused={focused} />
      </StatFaces.Provider>
    </MemoryRouter>,
  )
}

describe('StatusStats', () => {
  it('opens who favourited in a popover of at most 16 users', async () => {
    useEntities.getState().ingestStatuses([status({ favourites_count: 20, reblogs_count: 1 })])
    const calls = fakeServer(() => ({ body: Array.from({ length: 20 }, (_, i) => accountJson(i)) }))
    renderStats()
    expect(screen.getByRole('button', { name: '1 repeat' })).toBeTruthy()
    const button = disclosureButton('20 favourites', false)

    await act(async () => {
      fireEvent.click(button)
    })
    const popover = await screen.findByRole('dialog', { name: 'Favourited by' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await within(popover).findByRole('link', { name: /User 0/ }, { timeout: 5000 })
    expect(calls[0]!.url).toBe(`/api/v1/statuses/${STATUS_ID}/favourited_by?limit=16`)
    const links = within(popover).getAllByRole('link')
    expect(links).toHaveLength(16)
    expect(links[0]!.getAttribute('href')).toBe('/users/user0')
    expect(popover.textContent).toContain('and 4 more')

    // Escape closes it and gives focus back to the button.
    fireEvent.keyDown(links[0]!, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('shows a failure with a retry', async () => {
    useEntities.getState().ingestStatuses([status({ reblogs_count: 2, favourites_count: 0 })])
    let fail = true
    fakeServer(() => (fail ? { status: 500, body: { error: 'Boom' } } : { body: [accountJson(1)] }))
    renderStats()
    expect(screen.queryByRole('button', { name: /favourite/ })).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '2 repeats' }))
    })
    const popover = await screen.findByRole('dialog', { name: 'Repeated by' })
    expect((await within(popover).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Boom',
    )
    fail = false
    await act(async () => {
      fireEvent.click(within(popover).getByRole('button', { name: 'Try again' }))
    })
    expect(await within(popover).findByRole('link', { name: /User 1/ })).toBeTruthy()
  })

  it('is hidden by the hidePostStats preference and when nobody interacted', () => {
    useEntities.getState().ingestStatuses([status({ favourites_count: 3 })])
    usePreferences.getState().set('hidePostStats', true)
    const { container } = renderStats()
    expect(container.textContent).toBe('')
    cleanup()
    usePreferences.getState().set('hidePostStats', false)
    useEntities.getState().patchStatus(STATUS_ID, { favourites_count: 0, reblogs_count: 0 })
    expect(renderStats().container.textContent).toBe('')
  })

  it('shows the faces of up to 15 who favourited and who repeated in the focused status only', async () => {
    useEntities.getState().ingestStatuses([status({ favourites_count: 20, reblogs_count: 1 })])
    const calls = fakeServer((req) => ({
      body: req.url.includes('favourited_by')
        ? Array.from({ length: 20 }, (_, i) => accountJson(i))
        : [accountJson(30)],
    }))
    renderStats(true)
    const favourited = await screen.findByRole('list', { name: 'Favourited by' })
    const faces = within(favourited).getAllByRole('link')
    expect(faces).toHaveLength(15)
    expect(faces[0]!.getAttribute('href')).toBe('/users/user0')
    expect(within(faces[0]!).getByRole('img', { name: 'User 0' })).toBeTruthy()
    const repeated = await screen.findByRole('list', { name: 'Repeated by' })
    expect(within(repeated).getByRole('link', { name: 'User 30' })).toBeTruthy()
    expect(calls.map((c) => c.url).sort()).toEqual([
      `/api/v1/statuses/${STATUS_ID}/favourited_by?limit=15`,
      `/api/v1/statuses/${STATUS_ID}/reblogged_by?limit=15`,
    ])
    cleanup()

    // Elsewhere the counts stand alone: by the time the list a count opens
    // has loaded, no row has asked for anything.
    calls.length = 0
    renderStats(false)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '20 favourites' }))
    })
    const popover = await screen.findByRole('dialog', { name: 'Favourited by' })
    await within(popover).findByRole('link', { name: /User 0/ }, { timeout: 5000 })
    expect(screen.queryByRole('list', { name: 'Favourited by' })).toBeNull()
    expect(calls.map((c) => c.url)).toEqual([
      `/api/v1/statuses/${STATUS_ID}/favourited_by?limit=16`,
    ])
  })
})
