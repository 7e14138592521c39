// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { ApiClient, type FetchLike } from '../http'
import {
  createBackup,
  EXPORT_PAGE_SIZE,
  fetchAccountList,
  fetchBackups,
  importAccountList,
  normalizeBackup,
  normalizeBackups,
} from './importExport'

interface Call {
  method: string
  url: string
  body: BodyInit | null | undefined
}

interface Reply {
  status?: number
  body: string
  headers?: Record<string, string>
}

function fakeServer(reply: (call: Call) => Reply) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    const call = { method: init.method ?? 'GET', url, body: init.body }
    calls.push(call)
    const { status = 200, body, headers = {} } = reply(call)
    return new Response(body, { status, headers })
  }
  return { client: new ApiClient({ fetch, token: 't', baseUrl: 'https://x.example' }), calls }
}

const account = (id: string, acct = id) => ({ id, username: acct.split('@')[0], acct })

describe('imports', () => {
  it('posts the file in the multipart field `list` to each kind’s Pleroma path', async () => {
    const { client, calls } = fakeServer(() => ({ body: '"job started"' }))
    const file = new Blob(['bob@x.example\n'], { type: 'text/csv' })
    await importAccountList(client, 'follows', file, 'follows.csv')
    await importAccountList(client, 'blocks', file, 'b.txt')
    await importAccountList(client, 'mutes', file, 'm.csv')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://x.example/api/pleroma/follow_import',
      'POST https://x.example/api/pleroma/blocks_import',
      'POST https://x.example/api/pleroma/mutes_import',
    ])
    const form = calls[0]?.body
    expect(form).toBeInstanceOf(FormData)
    const sent = (form as FormData).get('list')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('follows.csv')
    expect(await (sent as File).text()).toBe('bob@x.example\n')
  })

  it('takes any 2xx reply, quoted or not, and fails with the server’s error otherwise', async () => {
    const ok = fakeServer(() => ({ body: 'job started' }))
    await expect(
      importAccountList(ok.client, 'mutes', new Blob(['a']), 'a.csv'),
    ).resolves.toBeUndefined()
    const failing = fakeServer(() => ({ status: 500, body: '{"error":"Something broke"}' }))
    const error = await importAccountList(
      failing.client,
      'follows',
      new Blob(['a']),
      'a.csv',
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).errorText).toBe('Something broke')
  })
})

describe('export lists', () => {
  it('walks every page of the following list through the Link header', async () => {
    const { client, calls } = fakeServer((call) => {
      const url = new URL(call.url)
      if (url.searchParams.get('max_id') === '2') return { body: JSON.stringify([account('c')]) }
      return {
        body: JSON.stringify([account('a'), account('b', 'b@remote.example'), { bad: true }]),
        headers: {
          Link: '<https://x.example/api/v1/accounts/me%2F1/following?max_id=2>; rel="next", <https://x.example/api/v1/accounts/me%2F1/following?since_id=9>; rel="prev"',
        },
      }
    })
    const progress: number[] = []
    const accounts = await fetchAccountList(client, 'follows', 'me/1', {
      onProgress: (n) => progress.push(n),
    })
    expect(accounts.map((a) => a.acct)).toEqual(['a', 'b@remote.example', 'c'])
    expect(progress).toEqual([2, 3])
    expect(calls.map((c) => c.url)).toEqual([
      `https://x.example/api/v1/accounts/me%2F1/following?limit=${EXPORT_PAGE_SIZE}`,
      `https://x.example/api/v1/accounts/me%2F1/following?limit=${EXPORT_PAGE_SIZE}&max_id=2`,
    ])
  })

  it('reads blocks and mutes, stopping when a page brings nothing new', async () => {
    const { client, calls } = fakeServer(() => ({
      body: JSON.stringify([account('a')]),
      // A server that keeps linking to the same page must not loop forever.
      headers: { Link: '<https://x.example/api/v1/blocks?max_id=1>; rel="next"' },
    }))
    expect((await fetchAccountList(client, 'blocks', 'me')).map((a) => a.id)).toEqual(['a'])
    expect(calls).toHaveLength(2)
    const mutes = fakeServer(() => ({ body: JSON.stringify([account('m')]) }))
    expect((await fetchAccountList(mutes.client, 'mutes', 'me')).map((a) => a.id)).toEqual(['m'])
    expect(mutes.calls.map((c) => c.url)).toEqual([
      `https://x.example/api/v1/mutes?limit=${EXPORT_PAGE_SIZE}`,
    ])
  })

  it('refuses a reply that is not a list', async () => {
    const { client } = fakeServer(() => ({ body: '{"error":"nope"}' }))
    await expect(fetchAccountList(client, 'mutes', 'me')).rejects.toThrow(/expected a JSON array/)
  })
})

describe('backups', () => {
  const pleroma = {
    id: 17,
    content_type: 'application/zip',
    url: 'https://x.example/media/backups/archive-alice-20240301T120000-abc.zip',
    file_size: 20480,
    processed: true,
    inserted_at: '2024-03-01T12:00:00.000Z',
  }

  it('normalizes Pleroma’s backups, "not ready" until processed', () => {
    expect(normalizeBackup(pleroma)).toEqual({
      id: '17',
      url: pleroma.url,
      contentType: 'application/zip',
      fileSize: 20480,
      processed: true,
      failed: false,
      createdAt: '2024-03-01T12:00:00.000Z',
    })
    expect(normalizeBackup({ id: 'x', processed: false, file_size: 0 })).toMatchObject({
      processed: false,
      failed: false,
      url: '',
      createdAt: '1970-01-01T00:00:00.000Z',
    })
    // Newer Pleroma versions add a state.
    expect(normalizeBackup({ id: 'y', processed: false, state: 'failed' })).toMatchObject({
      processed: false,
      failed: true,
    })
    expect(normalizeBackup({ id: 'z', state: 'complete' })?.processed).toBe(true)
    expect(normalizeBackup({ url: 'no id' })).toBeNull()
    expect(normalizeBackup('garbage')).toBeNull()
  })

  it('lists newest first and creates with a POST answered by the new list', async () => {
    const older = { ...pleroma, id: 1, inserted_at: '2024-02-01T00:00:00.000Z' }
    const newer = { ...pleroma, id: 2, processed: false, inserted_at: '2024-03-02T00:00:00.000Z' }
    expect(normalizeBackups([older, newer, { nope: 1 }]).map((b) => b.id)).toEqual(['2', '1'])

    const { client, calls } = fakeServer((call) => ({
      body: JSON.stringify(call.method === 'POST' ? [newer, older] : [older]),
    }))
    expect((await fetchBackups(client)).map((b) => b.id)).toEqual(['1'])
    expect((await createBackup(client))?.map((b) => b.processed)).toEqual([false, true])
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://x.example/api/v1/pleroma/backups',
      'POST https://x.example/api/v1/pleroma/backups',
    ])
  })

  it('gives null when the create reply is not a list, and the server’s refusal as an error', async () => {
    const odd = fakeServer(() => ({ body: '{}' }))
    expect(await createBackup(odd.client)).toBeNull()
    const refused = fakeServer(() => ({
      status: 400,
      body: '{"error":"Last export was less than 7 days ago"}',
    }))
    const error = await createBackup(refused.client).catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).errorText).toBe('Last export was less than 7 days ago')
  })
})
