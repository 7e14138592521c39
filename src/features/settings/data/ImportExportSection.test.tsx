// @vitest-environment jsdom
// jsdom, not the default happy-dom, which drops a File's name when it is put in FormData.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type * as Constants from '../../../config/constants'
import { initI18n } from '../../../i18n/i18n'
import { useSession } from '../../../store/session'
import ImportExportSection from './ImportExportSection'

// Polls quickly here; the real interval is a few seconds.
vi.mock('../../../config/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  BACKUPS_POLL_INTERVAL: 10,
}))

interface Request {
  key: string
  body: BodyInit | null | undefined
}

let requests: Request[]
let replies: Record<string, (() => Response)[]>

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init })

/** Replies in turn to the same request; the last one repeats. */
function reply(key: string, ...responses: (() => Response)[]) {
  replies[key] = responses
}

const backup = (over: Record<string, unknown> = {}) => ({
  id: 'b1',
  content_type: 'application/zip',
  url: 'https://akkoma.example/media/backups/archive-me.zip',
  file_size: 0,
  processed: false,
  inserted_at: '2024-03-01T12:00:00.000Z',
  ...over,
})

function signIn(pleromaApi: boolean) {
  const base = mergeInstanceConfig({}, 'https://akkoma.example')
  useSession.setState({
    currentUserId: 'me',
    instance: { ...base, features: { ...base.features, pleromaApi } },
  })
}

beforeAll(async () => {
  await initI18n('en')
  // jsdom's Blob has no text(); browsers do.
  Blob.prototype.text ??= function (this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsText(this)
    })
  }
})

beforeEach(() => {
  requests = []
  replies = {}
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    requests.push({ key, body: init.body })
    const list = replies[key]
    const count = requests.filter((r) => r.key === key).length
    const make = list?.[Math.min(count - 1, list.length - 1)]
    return make ? make() : json({ error: `unexpected ${key}` }, { status: 404 })
  })
  reply('GET /api/v1/pleroma/backups', () => json([]))
  signIn(true)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('follows, blocks and mutes', () => {
  it('imports the accounts of a chosen file as a clean list in the `list` field', async () => {
    reply('POST /api/pleroma/follow_import', () => json('job started'))
    const user = userEvent.setup()
    render(<ImportExportSection />)
    const follows = screen.getByRole('group', { name: 'Follows' })
    const importButton = within(follows).getByRole('button', { name: 'Import follows' })
    expect((importButton as HTMLButtonElement).disabled).toBe(true)
    const input = within(follows).getByLabelText('File of accounts to follow')
    expect(input.getAttribute('accept')).toBe('.csv,.txt,text/csv,text/plain')
    const file = new File(
      ['Account address,Show boosts\n@bob@x.example,true\ncarol,false\n'],
      'follows.csv',
      { type: 'text/csv' },
    )
    await user.upload(input, file)
    await user.click(importButton)
    expect(
      await within(follows).findByText(
        'The server is now following the 2 accounts in follows.csv. It can take a moment for all of them to show.',
      ),
    ).toBeTruthy()
    const sent = requests.find((r) => r.key === 'POST /api/pleroma/follow_import')
    const list = (sent?.body as FormData).get('list') as File
    expect(list.name).toBe('follows.csv')
    expect(await list.text()).toBe('bob@x.example\ncarol\n')
    // Ready for the next file.
    expect((importButton as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the catalogued error, with the server’s words, when an import fails', async () => {
    reply('POST /api/pleroma/blocks_import', () =>
      json({ error: 'Something went wrong' }, { status: 500 }),
    )
    const user = userEvent.setup()
    render(<ImportExportSection />)
    const blocks = screen.getByRole('group', { name: 'Blocks' })
    await user.upload(
      within(blocks).getByLabelText('File of accounts to block'),
      new File(['dana@x.example\n'], 'blocks.txt', { type: 'text/plain' }),
    )
    await user.click(within(blocks).getByRole('button', { name: 'Import blocks' }))
    expect((await within(blocks).findByRole('alert')).textContent).toContain(
      'Your blocks could not be imported. Please try again. The server said: Something went wrong',
    )
    await user.click(within(blocks).getByRole('button', { name: 'Dismiss' }))
    expect(within(blocks).queryByRole('alert')).toBeNull()
  })

  it('refuses other file types and files naming no account without calling the server', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<ImportExportSection />)
    const mutes = screen.getByRole('group', { name: 'Mutes' })
    const input = within(mutes).getByLabelText('File of accounts to mute')
    await user.upload(input, new File(['{}'], 'notes.json', { type: 'application/json' }))
    await user.click(within(mutes).getByRole('button', { name: 'Import mutes' }))
    expect((await within(mutes).findByRole('alert')).textContent).toContain(
      'notes.json is not a .csv or .txt file.',
    )
    await user.upload(input, new File(['Account address\n'], 'empty.csv', { type: 'text/csv' }))
    await user.click(within(mutes).getByRole('button', { name: 'Import mutes' }))
    expect((await within(mutes).findByRole('alert')).textContent).toContain(
      'empty.csv names no account.',
    )
    expect(requests.filter((r) => r.key.startsWith('POST'))).toEqual([])
  })

  it('exports every page of the follows as user@host lines, downloaded as a file', async () => {
    reply('GET /api/v1/accounts/me/following?limit=40', () =>
      json(
        [{ id: 'a', username: 'alice', acct: 'alice', url: 'https://akkoma.example/users/alice' }],
        {
          headers: { Link: '</api/v1/accounts/me/following?max_id=7>; rel="next"' },
        },
      ),
    )
    reply('GET /api/v1/accounts/me/following?limit=40&max_id=7', () =>
      json([
        {
          id: 'b',
          username: 'bob',
          acct: 'bob@remote.example',
          url: 'https://remote.example/@bob',
        },
      ]),
    )
    const blobs: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob)
          return 'blob:export'
        },
        revokeObjectURL: () => undefined,
      }),
    )
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download })
    })
    const user = userEvent.setup()
    render(<ImportExportSection />)
    const follows = screen.getByRole('group', { name: 'Follows' })
    await user.click(within(follows).getByRole('button', { name: 'Export follows' }))
    expect(
      await within(follows).findByText('2 followed accounts saved to follows.csv.'),
    ).toBeTruthy()
    expect(clicked).toEqual([{ href: 'blob:export', download: 'follows.csv' }])
    expect(await blobs[0]?.text()).toBe('alice@akkoma.example\nbob@remote.example\n')
  })

  it('says so when an export fails', async () => {
    reply('GET /api/v1/mutes?limit=40', () => json({ error: 'Nope' }, { status: 503 }))
    const user = userEvent.setup()
    render(<ImportExportSection />)
    const mutes = screen.getByRole('group', { name: 'Mutes' })
    await user.click(within(mutes).getByRole('button', { name: 'Export mutes' }))
    expect((await within(mutes).findByRole('alert')).textContent).toContain(
      'Your mutes could not be exported. Please try again. The server said: Nope',
    )
  })

  it('offers only exports where the server lacks the Pleroma API, and no backups', () => {
    signIn(false)
    render(<ImportExportSection />)
    expect(screen.getAllByRole('group')).toHaveLength(3)
    expect(
      (screen.getByRole('button', { name: 'Export blocks' }) as HTMLButtonElement).disabled,
    ).toBe(false)
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Account backups' })).toBeNull()
    expect(requests).toEqual([])
  })
})

describe('account backups', () => {
  it('shows a backup as not ready until the server says processed, then its download link', async () => {
    reply(
      'GET /api/v1/pleroma/backups',
      () => json([backup()]),
      () => json([backup({ processed: true, file_size: 2048 })]),
    )
    render(<ImportExportSection />)
    const list = await screen.findByRole('list', { name: 'Your backups' })
    expect(within(list).getByText('Not ready yet')).toBeTruthy()
    expect(within(list).queryByRole('link')).toBeNull()
    const link = await within(list).findByRole('link', { name: /^Download the backup of / })
    expect(link.getAttribute('href')).toBe('https://akkoma.example/media/backups/archive-me.zip')
    expect(link.hasAttribute('download')).toBe(true)
    expect(within(list).getByText(/Ready · 2 KiB/)).toBeTruthy()
    // Polling stops once nothing is pending.
    const polls = requests.length
    await new Promise((r) => setTimeout(r, 50))
    expect(requests).toHaveLength(polls)
  })

  it('creates a backup and shows the server’s refusal in the catalogued error', async () => {
    reply(
      'POST /api/v1/pleroma/backups',
      () => json([backup({ id: 'b2' })]),
      () => json({ error: 'Last export was less than 7 days ago' }, { status: 400 }),
    )
    reply(
      'GET /api/v1/pleroma/backups',
      () => json([]),
      () => json([backup({ id: 'b2' })]),
    )
    const user = userEvent.setup()
    render(<ImportExportSection />)
    expect(await screen.findByText('You have no backups yet.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create a backup' }))
    const list = await screen.findByRole('list', { name: 'Your backups' })
    expect(within(list).getByText('Not ready yet')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create a backup' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The backup could not be created. The server said: Last export was less than 7 days ago',
    )
  })

  it('leaves the section out when the server has no backups endpoint', async () => {
    reply('GET /api/v1/pleroma/backups', () => json({ error: 'Not found' }, { status: 404 }))
    render(<ImportExportSection />)
    expect(screen.getByRole('heading', { name: 'Account backups' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Account backups' })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Import follows' })).toBeTruthy()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    reply(
      'GET /api/v1/pleroma/backups',
      () => json({ error: 'down' }, { status: 502 }),
      () => json([backup({ processed: true, file_size: 10 })]),
    )
    const user = userEvent.setup()
    render(<ImportExportSection />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your backups could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Download the backup of / })).toBeTruthy(),
    )
  })
})
