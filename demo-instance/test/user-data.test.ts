// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKUP_PROCESSING_DELAY_MS, importIdentifiers } from '../src/routes/user-data.ts'
import { buildZip, crc32 } from '../src/media/zip.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, parseLink, startTestServer, tempDir } from './helpers.ts'

interface Relationship {
  id: string
  following: boolean
  requested: boolean
  blocking: boolean
  muting: boolean
}

interface BackupJson {
  id: string
  content_type: string
  url: string
  file_size: number
  processed: boolean
  inserted_at: string
}

let server: TestServer
let host: string

beforeAll(async () => {
  server = await startTestServer()
  host = new URL(server.base).host
})
afterAll(() => server.stop())

const accountId = async (acct: string) =>
  (await json<{ id: string }>(await call(server.base, `/api/v1/accounts/${acct}`))).id

async function relationships(token: string, accts: string[]): Promise<Relationship[]> {
  const ids = await Promise.all(accts.map(accountId))
  const query = ids.map((id) => `id[]=${encodeURIComponent(id)}`).join('&')
  return json<Relationship[]>(
    await call(server.base, `/api/v1/accounts/relationships?${query}`, { token }),
  )
}

/** POST an import as a browser does: multipart with the file in `list`. */
function importFile(path: string, token: string | null, text: string, field = 'list') {
  const form = new FormData()
  form.append(field, new File([text], 'accounts.csv', { type: 'text/csv' }))
  return fetch(`${server.base}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

async function allAccts(path: string, token: string): Promise<string[]> {
  const accts: string[] = []
  let url: string | undefined = `${path}?limit=2`
  while (url) {
    const response = await call(server.base, url.replace(server.base, ''), { token })
    const page = await json<{ acct: string }[]>(response)
    if (page.length === 0) break
    accts.push(...page.map((a) => a.acct))
    url = parseLink(response.headers.get('link')).next
  }
  return accts
}

/** Reads a stored (uncompressed) zip through its central directory, checking every CRC. */
function readZip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, string>()
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const crc = zip.readUInt32LE(at + 16)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    expect(zip.readUInt32LE(local)).toBe(0x04034b50)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    expect(crc32(data)).toBe(crc)
    files.set(name, data.toString('utf8'))
    at += 46 + nameLength
  }
  return files
}

describe('import files', () => {
  it('reads follows as CSV lines and blocks or mutes as a whitespace-separated list', () => {
    const csv =
      'Account address,Show boosts\n@bob@example.org,true\r\n\ncarol\n  dana@x.example  ,false\n'
    expect(importIdentifiers('follow', csv)).toEqual(['bob@example.org', 'carol', 'dana@x.example'])
    expect(importIdentifiers('blocks', '@bob carol\n\n dana@x.example\r\n')).toEqual([
      'bob',
      'carol',
      'dana@x.example',
    ])
  })
})

describe('follow, block and mute imports', () => {
  it('follows every account a CSV file names, local ones with this host too', async () => {
    const moderator = await login(server.base, 'moderator')
    // moderator follows none of these yet; bob is locked, so his becomes a request.
    const file = [
      'Account address,Show boosts,Notify on new posts,Languages',
      `alice@${host},true,false,`,
      '@frank@misskey.example,true,false,',
      'bob,true,false,',
      'nobody@nowhere.example,true,false,',
      'moderator',
    ].join('\n')
    const response = await importFile('/api/pleroma/follow_import', moderator, file)
    expect(response.status).toBe(200)
    expect(await response.json()).toBe('job started')
    const [alice, frank, bob] = await relationships(moderator, [
      'alice',
      'frank@misskey.example',
      'bob',
    ])
    expect(alice?.following).toBe(true)
    expect(frank?.following).toBe(true)
    expect(bob).toMatchObject({ following: false, requested: true })
  })

  it('blocks the listed accounts, ending follows both ways', async () => {
    const alice = await login(server.base, 'alice')
    const response = await importFile(
      '/api/v1/pleroma/blocks_import',
      alice,
      `erin@social.bubble.example\n@weatherbot@bots.example\nalice@${host}\n`,
    )
    expect(response.status).toBe(200)
    const [erin, bot] = await relationships(alice, [
      'erin@social.bubble.example',
      'weatherbot@bots.example',
    ])
    expect(erin).toMatchObject({ blocking: true, following: false })
    expect(bot?.blocking).toBe(true)
    expect(await allAccts('/api/v1/blocks', alice)).toEqual(
      expect.arrayContaining(['erin@social.bubble.example', 'weatherbot@bots.example']),
    )
  })

  it('mutes the listed accounts, also from a form field of text', async () => {
    const bob = await login(server.base, 'bob')
    const response = await call(server.base, '/api/pleroma/mutes_import', {
      token: bob,
      form: { list: 'gwen@social.bubble.example carol' },
    })
    expect(response.status).toBe(200)
    const [gwen, carol] = await relationships(bob, ['gwen@social.bubble.example', 'carol'])
    expect(gwen?.muting).toBe(true)
    expect(carol?.muting).toBe(true)
    expect(await allAccts('/api/v1/mutes', bob)).toEqual(
      expect.arrayContaining(['gwen@social.bubble.example', 'carol']),
    )
  })

  it('refuses guests and requests without a list', async () => {
    expect((await importFile('/api/pleroma/follow_import', null, 'bob')).status).toBe(401)
    const token = await login(server.base, 'moderator')
    const missing = await importFile('/api/pleroma/mutes_import', token, 'bob', 'file')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Missing field: list.' })
  })
})

describe('backups', () => {
  it('makes a backup that is processed a moment later, with a zip of the account', async () => {
    const admin = await login(server.base, 'admin')
    const created = await call(server.base, '/api/v1/pleroma/backups', {
      method: 'POST',
      token: admin,
    })
    expect(created.status).toBe(200)
    const [fresh] = await json<BackupJson[]>(created)
    expect(fresh).toMatchObject({
      content_type: 'application/zip',
      file_size: 0,
      processed: false,
    })
    expect(fresh?.url).toMatch(
      new RegExp(`^${server.base}/media/backups/archive-admin-\\d{8}T\\d{6}-[\\w-]+\\.zip$`),
    )
    expect(Date.parse(fresh?.inserted_at ?? '')).not.toBeNaN()

    // Not ready yet: the zip is not there either.
    expect((await fetch(fresh?.url ?? '')).status).toBe(404)
    // A second one so soon is refused, as Akkoma refuses it.
    const again = await call(server.base, '/api/v1/pleroma/backups', {
      method: 'POST',
      token: admin,
    })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: 'Last export was less than 7 days ago' })

    await new Promise((r) => setTimeout(r, BACKUP_PROCESSING_DELAY_MS + 100))
    const [ready] = await json<BackupJson[]>(
      await call(server.base, '/api/v1/pleroma/backups', { token: admin }),
    )
    expect(ready).toMatchObject({ id: fresh?.id, processed: true })
    expect(ready?.file_size).toBeGreaterThan(0)

    const download = await fetch(ready?.url ?? '')
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    const zip = Buffer.from(await download.arrayBuffer())
    expect(zip.length).toBe(ready?.file_size)
    const files = readZip(zip)
    expect([...files.keys()]).toEqual(['actor.json', 'outbox.json', 'likes.json', 'bookmarks.json'])
    const actor = JSON.parse(files.get('actor.json') ?? '{}') as Record<string, unknown>
    expect(actor).toMatchObject({ type: 'Person', preferredUsername: 'admin' })
    const outbox = JSON.parse(files.get('outbox.json') ?? '{}') as {
      type: string
      totalItems: number
      orderedItems: { type: string; actor: string }[]
    }
    expect(outbox.type).toBe('OrderedCollection')
    expect(outbox.totalItems).toBeGreaterThan(0)
    expect(outbox.orderedItems.every((a) => a.actor === actor.id)).toBe(true)
  })

  it('lists only the account’s own backups and refuses guests', async () => {
    const moderator = await login(server.base, 'moderator')
    const list = await call(server.base, '/api/v1/pleroma/backups', { token: moderator })
    expect(await json(list)).toEqual([])
    expect((await call(server.base, '/api/v1/pleroma/backups')).status).toBe(401)
  })

  it('keeps backups across restarts', async () => {
    const dataDir = tempDir()
    try {
      const first = await startTestServer({ dataDir })
      const token = await login(first.base, 'bob')
      await call(first.base, '/api/v1/pleroma/backups', { method: 'POST', token })
      await first.stop()
      const second = await startTestServer({ dataDir })
      const list = await json<BackupJson[]>(
        await call(second.base, '/api/v1/pleroma/backups', { token }),
      )
      expect(list).toHaveLength(1)
      await second.stop()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('is absent when the demo answers like GoToSocial', async () => {
    const token = await login(server.base, 'alice')
    await call(server.base, '/__demo/mode', { json: { like: 'gotosocial' } })
    try {
      expect((await call(server.base, '/api/v1/pleroma/backups', { token })).status).toBe(404)
      expect((await importFile('/api/pleroma/follow_import', token, 'bob')).status).toBe(404)
    } finally {
      await call(server.base, '/__demo/mode', { json: { like: 'akkoma' } })
    }
  })
})

describe('zip writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
  })

  it('stores files any reader can list', () => {
    const zip = buildZip([
      { name: 'a.json', data: Buffer.from('{"a":1}') },
      { name: 'ü.txt', data: Buffer.from('') },
    ])
    expect([...readZip(zip).entries()]).toEqual([
      ['a.json', '{"a":1}'],
      ['ü.txt', ''],
    ])
  })
})
