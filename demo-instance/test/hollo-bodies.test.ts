// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePng } from '../src/media/png.ts'
import { landscape } from '../src/media/raster.ts'
import type { TestServer } from './helpers.ts'
import { call, json, startTestServer } from './helpers.ts'
import { UUID_V7, accountUuid, holloLogin, issuesOf } from './hollo-helpers.ts'

let server: TestServer
let alice: string

beforeAll(async () => {
  server = await startTestServer({ like: 'hollo' })
  alice = await holloLogin(server.base, 'alice')
})
afterAll(() => server.stop())

/** A urlencoded body with repeated fields, as a browser form sends them. */
function form(path: string, entries: [string, string][], method = 'POST') {
  return fetch(`${server.base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${alice}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(entries).toString(),
  })
}

function multipart(path: string, fields: [string, string | Blob, string?][], method = 'POST') {
  const body = new FormData()
  for (const [key, value, name] of fields) {
    if (typeof value === 'string') body.append(key, value)
    else body.append(key, value, name)
  }
  return fetch(`${server.base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${alice}` },
    body,
  })
}

const asJson = (path: string, body: unknown, method = 'POST') =>
  call(server.base, path, { token: alice, json: body, method })

interface Status {
  id: string
  sensitive: boolean
  spoiler_text: string
  media_attachments: { id: string }[]
  poll: { id: string; options: { title: string; votes_count: number }[] } | null
}

async function uploadPng(): Promise<string> {
  const png = new Blob([new Uint8Array(encodePng(landscape(1, 8, 8)))], { type: 'image/png' })
  const response = await multipart('/api/v2/media', [
    ['file', png, 'p.png'],
    ['description', 'pixel'],
  ])
  expect(response.status).toBe(200)
  const media = await json<{ id: string }>(response)
  expect(media.id).toMatch(UUID_V7)
  return media.id
}

describe('the Hollo mode: posting as a form', () => {
  it('refuses sensitive as a string (422), takes it as a JSON boolean', async () => {
    const refused = await form('/api/v1/statuses', [
      ['status', 'form sensitive'],
      ['sensitive', 'false'],
    ])
    expect(refused.status).toBe(422)
    const body = await json(refused)
    expect(body.error).toBe('invalid_request')
    expect(issuesOf(body)).toEqual([
      {
        expected: 'boolean',
        code: 'invalid_type',
        path: ['sensitive'],
        message: 'Invalid input: expected boolean, received string',
      },
    ])
    const taken = await json<Status>(
      await asJson('/api/v1/statuses', {
        status: 'json sensitive',
        sensitive: true,
        spoiler_text: 'cw',
      }),
    )
    expect(taken).toMatchObject({ sensitive: true, spoiler_text: 'cw' })
  })

  it('drops media_ids[] from a form and posts without them; JSON attaches them', async () => {
    const media = await uploadPng()
    const dropped = await form('/api/v1/statuses', [
      ['status', 'form media'],
      ['media_ids[]', media],
    ])
    expect(dropped.status).toBe(200)
    expect((await json<Status>(dropped)).media_attachments).toEqual([])
    const attached = await json<Status>(
      await asJson('/api/v1/statuses', { status: 'json media', media_ids: [media] }),
    )
    expect(attached.media_attachments.map((m) => m.id)).toEqual([media])
  })

  it('drops poll[...] from a form and posts without a poll; JSON makes one', async () => {
    const dropped = await form('/api/v1/statuses', [
      ['status', 'form poll'],
      ['poll[options][]', 'yes'],
      ['poll[options][]', 'no'],
      ['poll[expires_in]', '600'],
    ])
    expect(dropped.status).toBe(200)
    expect((await json<Status>(dropped)).poll).toBeNull()
    const made = await json<Status>(
      await asJson('/api/v1/statuses', {
        status: 'json poll',
        poll: { options: ['yes', 'no'], expires_in: 600 },
      }),
    )
    expect(made.poll?.options.map((o) => o.title)).toEqual(['yes', 'no'])
  })

  it('posts plain form fields it knows (status, visibility, spoiler_text)', async () => {
    const response = await form('/api/v1/statuses', [
      ['status', 'form plain'],
      ['visibility', 'unlisted'],
      ['spoiler_text', 'about'],
    ])
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({ visibility: 'unlisted', spoiler_text: 'about' })
  })
})

describe('the Hollo mode: routes that read JSON only', () => {
  it('refuses a vote as a form (400), counts it as JSON', async () => {
    const bob = await holloLogin(server.base, 'bob')
    const poll = await json<Status>(
      await call(server.base, '/api/v1/statuses', {
        token: bob,
        json: { status: 'a poll to vote on', poll: { options: ['yes', 'no'], expires_in: 600 } },
      }),
    )
    const pollId = poll.poll?.id ?? ''
    const refused = await form(`/api/v1/polls/${pollId}/votes`, [['choices[]', '0']])
    expect(refused.status).toBe(400)
    const body = await json(refused)
    expect(body.success).toBe(false)
    expect((body.error as { name: string }).name).toBe('ZodError')
    expect(issuesOf(body)[0]).toMatchObject({ code: 'invalid_type', path: ['choices'] })
    const counted = await asJson(`/api/v1/polls/${pollId}/votes`, { choices: [0] })
    expect(counted.status).toBe(200)
    const voted = await json<{ voted: boolean; options: { votes_count: number }[] }>(counted)
    expect(voted.voted).toBe(true)
    expect(voted.options.map((o) => o.votes_count)).toEqual([1, 0])
  })

  it('refuses lists made or renamed as a form (400), takes JSON; membership as a form works', async () => {
    const refused = await form('/api/v1/lists', [['title', 'Friends']])
    expect(refused.status).toBe(400)
    expect(issuesOf(await json(refused))[0]).toMatchObject({ path: ['title'] })
    const list = await json<{ id: string; title: string }>(
      await asJson('/api/v1/lists', { title: 'Friends' }),
    )
    expect(list.id).toMatch(UUID_V7)
    const rename = await form(`/api/v1/lists/${list.id}`, [['title', 'Pals']], 'PUT')
    expect(rename.status).toBe(400)
    const renamed = await asJson(`/api/v1/lists/${list.id}`, { title: 'Pals' }, 'PUT')
    expect(await json(renamed)).toMatchObject({ id: list.id, title: 'Pals' })
    const bob = await accountUuid(server.base, 'bob')
    const added = await form(`/api/v1/lists/${list.id}/accounts`, [['account_ids[]', bob]])
    expect(added.status).toBe(200)
    const members = await json<{ id: string }[]>(
      await call(server.base, `/api/v1/lists/${list.id}/accounts`, { token: alice }),
    )
    expect(members.map((m) => m.id)).toEqual([bob])
  })

  it('refuses a report as a form (400), files it as JSON', async () => {
    const bob = await accountUuid(server.base, 'bob')
    const refused = await form('/api/v1/reports', [
      ['account_id', bob],
      ['comment', 'spam'],
    ])
    expect(refused.status).toBe(400)
    expect(issuesOf(await json(refused))[0]).toMatchObject({ path: ['account_id'] })
    const filed = await asJson('/api/v1/reports', { account_id: bob, comment: 'spam' })
    expect(filed.status).toBe(200)
  })

  it('refuses a featured tag as a form (400), adds it as JSON (201), lists and removes it', async () => {
    const refused = await form('/api/v1/featured_tags', [['name', 'hollo']])
    expect(refused.status).toBe(400)
    expect(issuesOf(await json(refused))[0]).toMatchObject({ path: ['name'] })
    const added = await asJson('/api/v1/featured_tags', { name: '#hollo' })
    expect(added.status).toBe(201)
    const tag = await json<{ id: string; name: string }>(added)
    expect(tag.name).toBe('hollo')
    expect(tag.id).toMatch(UUID_V7)
    const listed = await json<{ id: string }[]>(
      await call(server.base, '/api/v1/featured_tags', { token: alice }),
    )
    expect(listed.map((t) => t.id)).toEqual([tag.id])
    const removed = await call(server.base, `/api/v1/featured_tags/${tag.id}`, {
      token: alice,
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
  })

  it('ignores markers sent as a form (200, nothing saved); saves them as JSON', async () => {
    const [newest] = await json<{ id: string }[]>(
      await call(server.base, '/api/v1/timelines/home?limit=1', { token: alice }),
    )
    const ignored = await form('/api/v1/markers', [['home[last_read_id]', newest?.id ?? '']])
    expect(ignored.status).toBe(200)
    expect(await json(ignored)).not.toHaveProperty('home')
    const markers = await json(await call(server.base, '/api/v1/markers', { token: alice }))
    expect(markers).not.toHaveProperty('home')
    const saved = await asJson('/api/v1/markers', { home: { last_read_id: newest?.id } })
    expect(saved.status).toBe(200)
    expect(await json(saved)).toMatchObject({ home: { last_read_id: newest?.id } })
  })
})

describe('the Hollo mode: form bodies that work', () => {
  it('updates the profile from a form and from multipart', async () => {
    const urlencoded = await form(
      '/api/v1/accounts/update_credentials',
      [['display_name', 'Alice Form']],
      'PATCH',
    )
    expect(urlencoded.status).toBe(200)
    expect((await json(urlencoded)).display_name).toBe('Alice Form')
    const parts = await multipart(
      '/api/v1/accounts/update_credentials',
      [['display_name', 'Alice Multipart']],
      'PATCH',
    )
    expect(parts.status).toBe(200)
    expect((await json(parts)).display_name).toBe('Alice Multipart')
  })
})
