// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { jsonServer, type JsonCall, type JsonReply } from '../../api/testServer'
import { addMembersReporting, createListWithMembers, saveListChanges } from './actions'

/** A server that answers each call with `reply`, recording the calls. */
const fakeServer = (reply: (call: JsonCall) => JsonReply) => jsonServer(reply, { token: 't' })

const notFollowed = (id: string) => ({
  status: 404,
  body: { error: `Not Found: account ${id} not currently followed` },
})

/** Like GoToSocial: one account not followed refuses the whole request. */
const refusing =
  (strangers: string[]) =>
  (call: JsonCall): JsonReply => {
    if (call.method === 'POST' && call.url === '/api/v1/lists')
      return { body: { id: '77', title: (call.body as { title: string }).title } }
    if (call.method === 'PUT')
      return { body: { id: '5', title: (call.body as { title: string }).title } }
    const ids = (call.body as { account_ids?: string[] } | undefined)?.account_ids ?? []
    const stranger = ids.find((id) => strangers.includes(id))
    return stranger ? notFollowed(stranger) : { body: {} }
  }

describe('createListWithMembers', () => {
  it('creates the list with the trimmed title, then adds the members in one call', async () => {
    const { client, calls } = fakeServer(refusing([]))
    const result = await createListWithMembers(client, '  Pals ', ['a', 'b'])
    expect(result).toEqual({ list: { id: '77', title: 'Pals' }, failed: [] })
    expect(calls).toEqual([
      { method: 'POST', url: '/api/v1/lists', body: { title: 'Pals' } },
      { method: 'POST', url: '/api/v1/lists/77/accounts', body: { account_ids: ['a', 'b'] } },
    ])
  })

  it('sends no member call for a list without members', async () => {
    const { client, calls } = fakeServer(refusing([]))
    await createListWithMembers(client, 'Empty', [])
    expect(calls).toHaveLength(1)
  })

  it('throws when the list itself is refused, adding nobody', async () => {
    const { client, calls } = fakeServer(() => ({
      status: 422,
      body: { error: "Validation failed: Title can't be blank" },
    }))
    await expect(createListWithMembers(client, 'x', ['a'])).rejects.toThrow(/Title can't be blank/)
    expect(calls).toHaveLength(1)
  })

  it('names the members a server refused, with its words, and adds the others', async () => {
    const { client, calls } = fakeServer(refusing(['b']))
    const result = await createListWithMembers(client, 'Pals', ['a', 'b', 'c'])
    expect(result.failed).toEqual([
      { id: 'b', reason: 'Not Found: account b not currently followed' },
    ])
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { account_ids: ['a', 'b', 'c'] },
      { account_ids: ['a'] },
      { account_ids: ['b'] },
      { account_ids: ['c'] },
    ])
  })
})

describe('addMembersReporting', () => {
  it('reports a lone refused member without asking again', async () => {
    const { client, calls } = fakeServer(refusing(['a']))
    expect(await addMembersReporting(client, '5', ['a'])).toEqual([
      { id: 'a', reason: 'Not Found: account a not currently followed' },
    ])
    expect(calls).toHaveLength(1)
  })

  it('reports a failure without server words as such', async () => {
    const { client } = fakeServer(() => ({ status: 500, body: '' }))
    expect(await addMembersReporting(client, '5', ['a'])).toEqual([{ id: 'a', reason: null }])
  })
})

describe('saveListChanges', () => {
  const input = {
    id: '5',
    title: 'Friends',
    originalTitle: 'Friends',
    originalIds: ['a', 'b', 'c'],
    memberIds: ['a', 'b', 'c'],
  }

  it('sends nothing when nothing changed', async () => {
    const { client, calls } = fakeServer(refusing([]))
    const result = await saveListChanges(client, input)
    expect(calls).toEqual([])
    expect(result).toMatchObject({
      list: { id: '5', title: 'Friends' },
      memberIds: ['a', 'b', 'c'],
    })
  })

  it('renames, then adds only the new ids and removes only the dropped ones', async () => {
    const { client, calls } = fakeServer(refusing([]))
    const result = await saveListChanges(client, {
      ...input,
      title: ' Close friends ',
      memberIds: ['c', 'd', 'a'],
    })
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/v1/lists/5', body: { title: 'Close friends' } },
      { method: 'POST', url: '/api/v1/lists/5/accounts', body: { account_ids: ['d'] } },
      { method: 'DELETE', url: '/api/v1/lists/5/accounts', body: { account_ids: ['b'] } },
    ])
    expect(result).toEqual({
      list: { id: '5', title: 'Close friends' },
      memberIds: ['a', 'c', 'd'],
      failedAdds: [],
      removeError: null,
      titleError: null,
    })
  })

  it('stops before the members when the title is refused', async () => {
    const { client, calls } = fakeServer(() => ({ status: 422, body: { error: 'Too long' } }))
    const result = await saveListChanges(client, { ...input, title: 'New', memberIds: ['a'] })
    expect(calls).toHaveLength(1)
    expect(result.list).toBeNull()
    expect(result.memberIds).toEqual(['a', 'b', 'c'])
    expect(String(result.titleError)).toMatch(/Too long/)
  })

  it('reports refused additions and failed removals, knowing what the server holds', async () => {
    const { client } = fakeServer((call) =>
      call.method === 'DELETE' ? { status: 500, body: { error: 'Boom' } } : refusing(['x'])(call),
    )
    const result = await saveListChanges(client, { ...input, memberIds: ['a', 'x', 'y'] })
    expect(result.failedAdds).toEqual([
      { id: 'x', reason: 'Not Found: account x not currently followed' },
    ])
    expect(result.removeError).toEqual({ ids: ['b', 'c'], reason: 'Boom' })
    expect(result.memberIds).toEqual(['a', 'b', 'c', 'y'])
  })
})
