// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { jsonServer, type JsonReply } from '../testServer'
import {
  addListAccounts,
  createList,
  deleteList,
  fetchListAccounts,
  fetchLists,
  getList,
  LIST_ACCOUNTS_MAX_PAGES,
  removeListAccounts,
  updateList,
} from './lists'

const account = (id: string) => ({ id, username: id, acct: id })

describe('list calls', () => {
  it('reads GoToSocial’s lists, skipping malformed ones', async () => {
    const recorded = gotoSocial('GET_api_v1_lists')
    const { client, calls } = jsonServer(() => ({
      body: [...(recorded.body as unknown[]), { title: 'no id' }, { id: 7, title: 'old Pleroma' }],
    }))
    expect(await fetchLists(client)).toEqual([
      { id: '01M875E3ZJ03RT4NTG957RVRSS', title: 'friends' },
      { id: '7', title: 'old Pleroma' },
    ])
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://x.example/api/v1/lists' })
  })

  it('creates, renames, reads and deletes with JSON bodies', async () => {
    const created = gotoSocial('POST_api_v1_lists')
    const { client, calls } = jsonServer((call) =>
      call.method === 'DELETE' ? { body: {} } : { body: { ...(created.body as object) } },
    )
    expect(await createList(client, 'friends')).toEqual({
      id: '01M875E3ZJ03RT4NTG957RVRSS',
      title: 'friends',
    })
    await updateList(client, 'a/b', 'pals')
    await getList(client, '9')
    await deleteList(client, '9')
    expect(calls).toEqual([
      { method: 'POST', url: 'https://x.example/api/v1/lists', body: { title: 'friends' } },
      { method: 'PUT', url: 'https://x.example/api/v1/lists/a%2Fb', body: { title: 'pals' } },
      { method: 'GET', url: 'https://x.example/api/v1/lists/9', body: undefined },
      { method: 'DELETE', url: 'https://x.example/api/v1/lists/9', body: undefined },
    ])
  })

  it('throws on a list reply without an id', async () => {
    const { client } = jsonServer(() => ({ body: { title: 'x' } }))
    await expect(createList(client, 'x')).rejects.toThrow(/Malformed list/)
  })

  it('adds and removes members by id in a JSON body, and sends nothing for none', async () => {
    const { client, calls } = jsonServer(() => ({ body: {} }))
    await addListAccounts(client, '3', ['a', 'b'])
    await removeListAccounts(client, '3', ['c'])
    await addListAccounts(client, '3', [])
    await removeListAccounts(client, '3', [])
    expect(calls).toEqual([
      {
        method: 'POST',
        url: 'https://x.example/api/v1/lists/3/accounts',
        body: { account_ids: ['a', 'b'] },
      },
      {
        method: 'DELETE',
        url: 'https://x.example/api/v1/lists/3/accounts',
        body: { account_ids: ['c'] },
      },
    ])
  })

  it('carries GoToSocial’s refusal of an account not followed', async () => {
    const refused = gotoSocial('POST_api_v1_lists_accounts')
    const { client } = jsonServer(() => ({ status: refused.status, body: refused.body }))
    const error = await addListAccounts(client, '1', ['01FQK1EY8PRMEH6XGGHASFT2KE']).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).errorText).toBe(
      'Not Found: account 01FQK1EY8PRMEH6XGGHASFT2KE not currently followed',
    )
  })
})

describe('fetchListAccounts', () => {
  it('asks for every member at once (limit=0) and takes an answer without Link as whole', async () => {
    // Akkoma: no Link header, every member in one reply.
    const { client, calls } = jsonServer(() => ({ body: [account('a'), account('b')] }))
    const members = await fetchListAccounts(client, '5')
    expect(members.map((a) => a.id)).toEqual(['a', 'b'])
    expect(calls.map((c) => c.url)).toEqual(['https://x.example/api/v1/lists/5/accounts?limit=0'])
  })

  it('reads GoToSocial’s empty list', async () => {
    const recorded = gotoSocial('GET_api_v1_lists_accounts')
    const { client } = jsonServer(() => ({ body: recorded.body }))
    expect(await fetchListAccounts(client, '01M875E3ZJ03RT4NTG957RVRSS')).toEqual([])
  })

  it('follows the next links of a server that pages anyway', async () => {
    const pages: Record<string, JsonReply> = {
      'https://x.example/api/v1/lists/5/accounts?limit=0': {
        body: [account('a'), account('b')],
        headers: {
          Link: '<https://x.example/api/v1/lists/5/accounts?limit=2&max_id=12>; rel="next", <https://x.example/api/v1/lists/5/accounts?limit=2&min_id=14>; rel="prev"',
        },
      },
      'https://x.example/api/v1/lists/5/accounts?limit=2&max_id=12': {
        body: [account('c')],
        headers: {
          Link: '<https://x.example/api/v1/lists/5/accounts?limit=2&max_id=11>; rel="next"',
        },
      },
      'https://x.example/api/v1/lists/5/accounts?limit=2&max_id=11': { body: [] },
    }
    const { client, calls } = jsonServer((call) => pages[call.url] ?? { status: 500, body: {} })
    const members = await fetchListAccounts(client, '5')
    expect(members.map((a) => a.id)).toEqual(['a', 'b', 'c'])
    expect(calls).toHaveLength(3)
  })

  it('stops when a page brings nobody new, and after a bounded number of pages', async () => {
    const looping = jsonServer(() => ({
      body: [account('a')],
      headers: { Link: '<https://x.example/api/v1/lists/5/accounts?max_id=a>; rel="next"' },
    }))
    expect((await fetchListAccounts(looping.client, '5')).map((a) => a.id)).toEqual(['a'])
    expect(looping.calls).toHaveLength(2)

    let n = 0
    const endless = jsonServer(() => {
      n += 1
      return {
        body: [account(`m${n}`)],
        headers: { Link: `<https://x.example/api/v1/lists/5/accounts?max_id=m${n}>; rel="next"` },
      }
    })
    expect(await fetchListAccounts(endless.client, '5')).toHaveLength(LIST_ACCOUNTS_MAX_PAGES)
  })

  it('fails on a reply that is no array', async () => {
    const { client } = jsonServer(() => ({ body: { error: 'nope' } }))
    await expect(fetchListAccounts(client, '5')).rejects.toThrow(/expected a JSON array/)
  })
})
