import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useEntities } from '../../store/entities'
import { account, fakeServer, resetStores, setupI18n } from '../../test/profileKit'
import { BasicUserCard } from './BasicUserCard'
import { disclosureButton } from '../../test/disclosure'

beforeAll(setupI18n)
beforeEach(() => {
  resetStores()
  fakeServer(() => ({ body: [] }))
})
afterEach(cleanup)

describe('BasicUserCard', () => {
  it('expands to the full card on avatar click and folds it again', async () => {
    const bob = account({ id: 'b1', username: 'bob', acct: 'bob', display_name: 'Bob' })
    useEntities.getState().ingestAccounts([bob])
    render(
      <MemoryRouter>
        <BasicUserCard account={bob}>
          <button type="button">Extra</button>
        </BasicUserCard>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/users/bob')
    expect(screen.getByRole('button', { name: 'Extra' })).toBeTruthy()
    const avatar = disclosureButton('Avatar of Bob', false)
    fireEvent.click(avatar)
    expect(avatar.getAttribute('aria-expanded')).toBe('true')
    const full = await screen.findByRole('region', { name: 'Profile of Bob' })
    expect(within(full).getByRole('heading', { name: 'Bob' })).toBeTruthy()
    fireEvent.click(avatar)
    expect(screen.queryByRole('region', { name: 'Profile of Bob' })).toBeNull()
  })
})
