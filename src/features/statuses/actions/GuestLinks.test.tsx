import { render, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { normalizeStatus } from '../../../api/normalize'
import { BASELINE_FEATURES } from '../../../api/testFixtures'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { GuestLinks, remoteInteractionUrl } from './GuestLinks'

beforeAll(async () => {
  await initI18n('en')
})

function guestOn(server: string, remoteFollow: boolean) {
  useSession.setState({
    currentUserId: null,
    instance: {
      ...mergeInstanceConfig({}, server),
      features: { ...BASELINE_FEATURES, family: 'akkoma', remoteFollow },
    },
  })
}

beforeEach(() => {
  useEntities.getState().clear()
  useEntities.getState().ingestStatuses([
    normalizeStatus({
      id: 'AbC 1',
      uri: 'https://remote.example/objects/1',
      url: 'https://remote.example/@dana/1',
      account: { id: 'dana', username: 'dana', acct: 'dana@remote.example' },
      content: '<p>hi</p>',
      created_at: '2024-03-01T12:00:00.000Z',
      visibility: 'public',
    }),
  ])
})

describe('GuestLinks', () => {
  it("goes through the server's remote interaction page where it has one", () => {
    guestOn('https://cofe.example', true)
    render(<GuestLinks statusId="AbC 1" />)
    const links = screen.getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Reply on your instance',
      'Favourite on your instance',
      'Repeat on your instance',
    ])
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('https://cofe.example/main/ostatus?status_id=AbC%201')
    }
    expect(screen.getByText(/Tell this server your handle/)).toBeTruthy()
  })

  it("links to the post's home elsewhere", () => {
    guestOn('https://gts.example', false)
    render(<GuestLinks statusId="AbC 1" />)
    const link = screen.getByRole('link', { name: 'Favourite on your instance' })
    expect(link.getAttribute('href')).toBe('https://remote.example/objects/1')
    expect(screen.getByText(/Open the post on its server/)).toBeTruthy()
  })

  it('builds the address from the server origin', () => {
    expect(remoteInteractionUrl('https://cofe.example/', '9')).toBe(
      'https://cofe.example/main/ostatus?status_id=9',
    )
  })
})
