import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { normalizeStatus } from '../../../api/normalize'
import { BASELINE_FEATURES } from '../../../api/testFixtures'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import GuestActions from './GuestActions'
import { postAddress, readHandle, remoteInteractionAction } from './remoteInteraction'
import { stubModalDialogs } from '../../../test/dialog'

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
  // The dialog's chunk, loaded once.
  await import('./RemoteInteractionDialog')
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
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
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
      replies_count: 3,
      reblogs_count: 0,
      favourites_count: 7,
    }),
  ])
})

const renderBar = async () => {
  await act(async () => {
    render(<GuestActions statusId="AbC 1" />)
  })
}

describe('GuestActions', () => {
  it('shows the members’ buttons with their counts, named for what they do for a guest', async () => {
    guestOn('https://cofe.example', true)
    await renderBar()
    const group = screen.getByRole('group', { name: 'Act from your own instance' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Reply from your own instance3',
      'Repeat from your own instance',
      'Favourite from your own instance7',
    ])
    for (const b of buttons) expect(b.getAttribute('aria-haspopup')).toBe('dialog')
    // No explanation under every post: it lives in the dialog.
    expect(screen.queryByText(/handle/i)).toBeNull()
  })

  it('hides the counts when the reader hides post statistics', async () => {
    guestOn('https://cofe.example', true)
    usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, hidePostStats: true } })
    await renderBar()
    expect(screen.getByRole('button', { name: 'Reply from your own instance' }).textContent).toBe(
      'Reply from your own instance',
    )
  })

  it("asks for the handle and posts it to the server's remote interaction page", async () => {
    const user = userEvent.setup()
    guestOn('https://cofe.example/', true)
    await renderBar()
    const reply = screen.getByRole('button', { name: /^Reply from your own instance/ })
    await user.click(reply)
    const dialog = await screen.findByRole('dialog', { name: 'Reply from your own instance' })
    expect(reply.getAttribute('aria-expanded')).toBe('true')
    expect(within(dialog).getByText(/cofe\.example sends you on/)).toBeTruthy()
    const field = within(dialog).getByRole('textbox', { name: 'Your handle' })
    expect(document.activeElement).toBe(field)
    const form = field.closest('form')
    expect(form?.getAttribute('action')).toBe('https://cofe.example/main/ostatus')
    expect(form?.getAttribute('method')).toBe('post')
    expect(form?.getAttribute('target')).toBe('_blank')
    const hidden = form?.querySelector<HTMLInputElement>('input[name="status[status_id]"]')
    expect(hidden?.value).toBe('AbC 1')
    expect(field.getAttribute('name')).toBe('status[profile]')

    // A handle that names no instance is explained in the dialog and not sent.
    await user.type(field, 'just a name')
    await user.click(within(dialog).getByRole('button', { name: 'Continue on my instance' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Type your handle as name@your.instance.',
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('closes on its close button and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    guestOn('https://cofe.example', true)
    await renderBar()
    const repeat = screen.getByRole('button', { name: /^Repeat from your own instance/ })
    await user.click(repeat)
    const dialog = await screen.findByRole('dialog', { name: 'Repeat from your own instance' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(repeat)
    expect(repeat.getAttribute('aria-expanded')).toBe('false')
  })

  it('offers the address to copy and the post on its server where there is no such page', async () => {
    const user = userEvent.setup()
    guestOn('https://gts.example', false)
    await renderBar()
    await user.click(screen.getByRole('button', { name: /^Favourite from your own instance/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Favourite from your own instance' })
    expect(within(dialog).queryByRole('textbox', { name: 'Your handle' })).toBeNull()
    const address = within(dialog).getByRole('textbox', { name: 'Address of the post' })
    expect((address as HTMLInputElement).value).toBe('https://remote.example/objects/1')
    expect((address as HTMLInputElement).readOnly).toBe(true)
    const open = within(dialog).getByRole('link', { name: 'Open the post on remote.example' })
    expect(open.getAttribute('href')).toBe('https://remote.example/@dana/1')
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe('https://remote.example/objects/1')
    expect(within(dialog).getByRole('status').textContent).toBe('Address copied.')
  })
})

describe('remote interaction rules', () => {
  it('reads handles with or without the leading @, and profile addresses', () => {
    expect(readHandle(' @lain@social.example ')).toBe('lain@social.example')
    expect(readHandle('lain@social.example:8443')).toBe('lain@social.example:8443')
    expect(readHandle('bob@127.0.0.1:8080')).toBe('bob@127.0.0.1:8080')
    expect(readHandle('https://social.example/@lain')).toBe('https://social.example/@lain')
    expect(readHandle('just a name')).toBeNull()
    expect(readHandle('lain')).toBeNull()
    expect(readHandle('@social.example')).toBeNull()
    expect(readHandle('lain@nohost')).toBeNull()
    expect(readHandle('')).toBeNull()
  })

  it('posts to the server origin and finds the post by its id, else its page', () => {
    expect(remoteInteractionAction('https://cofe.example//')).toBe(
      'https://cofe.example/main/ostatus',
    )
    expect(postAddress({ uri: 'https://a/objects/1', url: 'https://a/notice/1' })).toBe(
      'https://a/objects/1',
    )
    expect(postAddress({ uri: '', url: 'https://a/notice/1' })).toBe('https://a/notice/1')
  })
})
