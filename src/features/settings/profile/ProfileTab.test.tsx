import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { ApiClient } from '../../../api/http'
import { akkomaAccountJson } from '../../../api/testFixtures'
import { gotoSocial } from '../../../api/fixtures/gotoSocialFixture'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { fakeServer } from '../../../api/testServer'
import { useSaveNotice } from '../saveNotice'
import ProfileTab from '../tabs/ProfileTab'
import { useProfileSettings } from './profileStore'

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }))
vi.mock('../../../api/client', () => ({ api: () => holder.client }))

let server: ReturnType<typeof fakeServer>
let me: Record<string, unknown>
let refuse: boolean
let patches: FormData[] | unknown[]

function akkomaMe(): Record<string, unknown> {
  const account = akkomaAccountJson()
  account.source = {
    note: 'Hello',
    privacy: 'public',
    sensitive: false,
    fields: [{ name: 'Website', value: 'https://alice.example' }],
    pleroma: { show_role: true, no_rich_text: false, discoverable: true },
  }
  account.pleroma = {
    is_admin: false,
    background_image: null,
    hide_followers: false,
    hide_follows: false,
    hide_favorites: false,
    hide_followers_count: false,
    hide_follows_count: false,
    allow_following_move: true,
  }
  account.akkoma = { permit_followback: false }
  return account
}

function signIn(pleromaApi: boolean, profileImageRemoval = true) {
  const base = mergeInstanceConfig({}, 'https://akkoma.example')
  useSession.setState({
    currentUserId: String(me.id),
    instance: {
      ...base,
      uploadlimit: { ...base.uploadlimit, avatar: 2_000_000 },
      fieldsLimits: { ...base.fieldsLimits, maxFields: 4 },
      features: { ...base.features, pleromaApi, profileImageRemoval },
    },
  })
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  me = akkomaMe()
  refuse = false
  patches = []
  server = fakeServer(async (method, url, body) => {
    if (url === '/api/v1/accounts/verify_credentials') return me
    if (url === '/api/v1/pleroma/mascot')
      return { id: 'x', url: '/mascot.png', type: 'image', pleroma: { mime_type: 'image/png' } }
    if (url === '/api/v1/accounts/update_credentials' && method === 'PATCH') {
      if (refuse) return new Response('{"error":"Invalid request"}', { status: 403 })
      const changes = JSON.parse(body || '{}') as Record<string, unknown>
      ;(patches as unknown[]).push(changes)
      if (typeof changes.display_name === 'string')
        me = { ...me, display_name: changes.display_name }
      if (Array.isArray(changes.fields_attributes))
        me = { ...me, source: { ...(me.source as object), fields: changes.fields_attributes } }
      if (typeof changes.bot === 'boolean') me = { ...me, bot: changes.bot }
      return me
    }
    return new Response('{"error":"Not found"}', { status: 404 })
  })
  holder.client = server.client
  useProfileSettings.setState({ phase: 'idle', profile: null, savingOptions: new Set() })
  useSaveNotice.setState({ notice: null })
  useEntities.getState().clear()
  signIn(true)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the Profile tab', () => {
  it('saves name and fields, and the account in the store follows', async () => {
    const user = userEvent.setup()
    render(<ProfileTab />)
    const name = await screen.findByRole('textbox', { name: 'Display name' })
    expect((name as HTMLInputElement).value).toBe('Alice ✨')
    await user.clear(name)
    await user.type(name, 'Alice L.')
    const fields = screen.getByRole('group', { name: 'Profile fields' })
    expect(within(fields).getByText(/up to 4/)).toBeTruthy()
    await user.click(within(fields).getByRole('button', { name: 'Add a field' }))
    await user.type(within(fields).getByRole('textbox', { name: 'Label of field 2' }), 'Tea')
    await user.type(
      within(fields).getByRole('textbox', { name: 'Content of field 2' }),
      'Earl Grey',
    )
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy()
    expect(patches).toEqual([
      {
        display_name: 'Alice L.',
        note: 'Hello',
        fields_attributes: [
          { name: 'Website', value: 'https://alice.example' },
          { name: 'Tea', value: 'Earl Grey' },
        ],
      },
    ])
    expect(useEntities.getState().accounts[String(me.id)]?.display_name).toBe('Alice L.')
    expect(useSaveNotice.getState().notice).toBe('ok')
  })

  it('puts a refused option back and says so', async () => {
    const user = userEvent.setup()
    render(<ProfileTab />)
    const bot = (await screen.findByRole('checkbox', {
      name: 'This account is a bot',
    })) as HTMLInputElement
    refuse = true
    await user.click(bot)
    await waitFor(() => expect(useSaveNotice.getState().notice).toBe('error'))
    expect(bot.checked).toBe(false)
    expect(bot.disabled).toBe(false)
    refuse = false
    await user.click(bot)
    await waitFor(() => expect(useSaveNotice.getState().notice).toBe('ok'))
    expect(bot.checked).toBe(true)
  })

  it('refuses a too large avatar before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { container } = render(<ProfileTab />)
    await screen.findByRole('button', { name: 'Choose a new avatar' })
    const input = container.querySelector('input[name=avatar]') as HTMLInputElement
    const big = new File([new Uint8Array(2_100_000)], 'big.png', { type: 'image/png' })
    await user.upload(input, big)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'big.png is too large (2 MiB); the avatar may be at most 1.91 MiB.',
    )
    expect(patches).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers only what a GoToSocial account carries', async () => {
    me = gotoSocial('GET_api_v1_accounts_verify_credentials').body as Record<string, unknown>
    signIn(false)
    render(<ProfileTab />)
    expect(
      await screen.findByRole('checkbox', { name: 'Approve new followers by hand' }),
    ).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /Suggest my account/ })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Hide who follows me' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Mascot' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Choose a new page background' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Choose a new banner' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove the avatar' })).toBeTruthy()
  })

  it('offers a new avatar but no removal where the server cannot remove one (Hollo)', async () => {
    me = gotoSocial('GET_api_v1_accounts_verify_credentials').body as Record<string, unknown>
    signIn(false, false)
    render(<ProfileTab />)
    expect(await screen.findByRole('button', { name: 'Choose a new avatar' })).toBeTruthy()
    expect(screen.getByRole('img', { name: /current avatar/i })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Remove the avatar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove the banner' })).toBeNull()
  })
})
