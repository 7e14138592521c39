import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../api/http'
import { initI18n } from '../../i18n/i18n'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { loadRemoteUserResolver } from '../remoteUsers'
import { fakeServer, relationship } from '../../api/testServer'
import { useSuggestions } from './suggestionsStore'
import WhoToFollowPage from './WhoToFollowPage'
import WhoToFollowPanel from './WhoToFollowPanel'
import { resetSessionForTests } from '../../test/session'
import { stubModalDialogs } from '../../test/dialog'
import { renderRouted } from '../../test/routed'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../api/client', () => ({ api: () => holder.client }))

// The resolver screen as the remoteUsers area hands it to the routes.
const { default: RemoteUserResolver } = await loadRemoteUserResolver()

const people = ['ann', 'ben', 'cat', 'dan'].map((n) => ({
  id: n,
  username: n,
  acct: `${n}@remote.example`,
  display_name: n.toUpperCase(),
}))

let server: ReturnType<typeof fakeServer>

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  resetSessionForTests()
  server = fakeServer((_m, url) => {
    if (url.startsWith('/api/v2/suggestions')) return people.map((account) => ({ account }))
    if (url.startsWith('/api/v1/accounts/relationships')) {
      return new URL(url, 'http://x').searchParams.getAll('id[]').map((id) => relationship(id))
    }
    if (url.startsWith('/api/v1/accounts/lookup')) {
      return url.includes('ann')
        ? people[0]
        : new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })
    }
    if (url.startsWith('/api/v2/search')) return { accounts: [] }
    return {}
  })
  holder.client = server.client
  useSuggestions.setState({ phase: 'idle', ids: [] })
  const base = mergeInstanceConfig({}, '')
  useSession.setState({
    currentUserId: 'me',
    instance: { ...base, features: { ...base.features, suggestions: true } },
  })
})

describe('who to follow', () => {
  it('lists the suggestions with follow controls, asking relationships in one batch', async () => {
    renderRouted(<WhoToFollowPage />)
    const list = await screen.findByRole('list', { name: 'Suggested accounts' })
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: 'Follow' })).toHaveLength(4),
    )
    expect(server.calls.filter((c) => c.includes('/relationships'))).toHaveLength(1)
  })

  it('the side panel shows three of them and a link to the page', async () => {
    renderRouted(<WhoToFollowPanel />)
    const panel = await screen.findByRole('region', { name: 'Who to follow' })
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3)
    expect(within(panel).getByRole('link', { name: 'More suggestions' }).getAttribute('href')).toBe(
      '/who-to-follow',
    )
  })

  it('the side panel stays away when the instance has no suggestions', () => {
    useSession.setState({
      instance: mergeInstanceConfig({}, ''),
    })
    const { container } = renderRouted(<WhoToFollowPanel />)
    expect(container.innerHTML).toBe('')
    expect(server.calls).toEqual([])
  })
})

describe('remote user routes', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/remote-users/:acct" element={<RemoteUserResolver />} />
          <Route path="/remote-users/:hostname/:username" element={<RemoteUserResolver />} />
          <Route path="/users/:id" element={<p>profile page</p>} />
        </Routes>
      </MemoryRouter>,
    )

  it('looks the user up, then goes to the profile by id', async () => {
    renderAt('/remote-users/remote.example/ann')
    expect(await screen.findByText('profile page')).toBeTruthy()
    expect(useEntities.getState().accounts.ann?.acct).toBe('ann@remote.example')
  })

  it('says so when the user cannot be found', async () => {
    renderAt('/remote-users/@nobody@remote.example')
    expect(screen.getByRole('status').textContent).toContain('Looking up @nobody@remote.example')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('@nobody@remote.example could not be found')
  })
})
