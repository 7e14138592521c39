// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, type FetchLike } from '../../../api/http'
import { normalizeStatus } from '../../../api/normalize'
import { useEntities } from '../../../store/entities'
import { useTimelines } from '../../../store/timelines'
import { useActionErrors } from './actionErrors'
import { actionTransition, IDLE, type ActionPhase } from './actionMachine'
import { actionPhase, optimisticToggle, toggleStatus } from './actionService'
import { usePostModal } from '../../compose'
import { deleteStatusAction, redraftStatus } from './moreActions'

const wireStatus = (patch: Record<string, unknown> = {}) => ({
  id: 's1',
  account: { id: 'bob', username: 'bob', acct: 'bob' },
  content: '<p>hello</p>',
  created_at: '2024-03-01T12:00:00.000Z',
  visibility: 'public',
  favourites_count: 2,
  reblogs_count: 1,
  ...patch,
})

/** A fake server: answers each request from `reply`, records what was asked. */
function fakeServer(reply: (method: string, url: string) => { status: number; body: unknown }) {
  const calls: string[] = []
  let release: (() => void) | null = null
  let hold = false
  const fetch: FetchLike = async (url, init) => {
    calls.push(`${init.method} ${url}`)
    if (hold) await new Promise<void>((resolve) => (release = resolve))
    const { status, body } = reply(init.method ?? 'GET', url)
    return new Response(JSON.stringify(body), { status })
  }
  return {
    client: createApiClient({ fetch }),
    calls,
    holdNext: () => {
      hold = true
    },
    release: () => {
      hold = false
      release?.()
    },
  }
}

const stored = () => useEntities.getState().statuses.s1!

beforeEach(() => {
  useEntities.getState().clear()
  useTimelines.getState().clearAll()
  useActionErrors.setState({ errors: {} })
  useEntities.getState().ingestStatuses([normalizeStatus(wireStatus())])
})

describe('action state machine', () => {
  it('goes idle → pending → done, or pending → failed', () => {
    const pending = actionTransition(IDLE, { type: 'start' })
    expect(pending).toEqual({ name: 'pending' })
    expect(actionTransition(pending, { type: 'succeed' })).toEqual({ name: 'done' })
    expect(actionTransition(pending, { type: 'fail', message: 'boom' })).toEqual({
      name: 'failed',
      message: 'boom',
    })
  })

  it('ignores events that do not apply', () => {
    const pending: ActionPhase = { name: 'pending' }
    expect(actionTransition(pending, { type: 'start' })).toBe(pending)
    expect(actionTransition(IDLE, { type: 'succeed' })).toBe(IDLE)
    expect(actionTransition(IDLE, { type: 'fail', message: 'x' })).toBe(IDLE)
    // A failed or finished action may start again.
    expect(actionTransition({ name: 'failed', message: 'x' }, { type: 'start' })).toEqual(pending)
    expect(actionTransition({ name: 'done' }, { type: 'start' })).toEqual(pending)
  })
})

describe('optimistic toggles', () => {
  it('flips the flag with its count and knows how to undo it', () => {
    const change = optimisticToggle(stored(), 'favourite')
    expect(change).toEqual({
      on: true,
      patch: { favourited: true, favourites_count: 3 },
      rollback: { favourited: false, favourites_count: 2 },
    })
    const unrepeat = optimisticToggle({ ...stored(), reblogged: true, reblogs_count: 0 }, 'repeat')
    // A count never goes below zero, even when the server's was stale.
    expect(unrepeat.patch).toEqual({ reblogged: false, reblogs_count: 0 })
    expect(optimisticToggle(stored(), 'bookmark').patch).toEqual({ bookmarked: true })
  })

  it('shows the favourite at once and confirms it from the reply', async () => {
    const server = fakeServer(() => ({
      status: 200,
      body: wireStatus({ favourited: true, favourites_count: 7 }),
    }))
    server.holdNext()
    const done = toggleStatus('s1', 'favourite', server.client)
    expect(stored().favourited).toBe(true)
    expect(stored().favourites_count).toBe(3)
    expect(actionPhase('s1', 'favourite')).toEqual({ name: 'pending' })
    // A second click while pending sends nothing.
    await toggleStatus('s1', 'favourite', server.client)
    server.release()
    expect(await done).toEqual({ name: 'done' })
    expect(server.calls).toEqual(['POST /api/v1/statuses/s1/favourite'])
    expect(stored().favourites_count).toBe(7)
    expect(actionPhase('s1', 'favourite')).toEqual(IDLE)
  })

  it('rolls back and leaves a banner when the server refuses; the next success clears it', async () => {
    let fail = true
    const server = fakeServer(() =>
      fail
        ? { status: 500, body: { error: 'Internal Server Error' } }
        : { status: 200, body: wireStatus({ reblogged: true, reblogs_count: 2 }) },
    )
    const phase = await toggleStatus('s1', 'repeat', server.client)
    expect(phase).toEqual({ name: 'failed', message: 'Internal Server Error' })
    expect(stored().reblogged).toBe(false)
    expect(stored().reblogs_count).toBe(1)
    expect(useActionErrors.getState().errors.s1).toEqual({
      key: 'status_actions.errors.repeat',
      message: 'Internal Server Error',
    })
    fail = false
    expect(await toggleStatus('s1', 'repeat', server.client)).toEqual({ name: 'done' })
    expect(server.calls.at(-1)).toBe('POST /api/v1/statuses/s1/reblog')
    expect(stored().reblogged).toBe(true)
    expect(useActionErrors.getState().errors.s1).toBeUndefined()
  })

  it('undoes with the opposite call', async () => {
    useEntities.getState().patchStatus('s1', { bookmarked: true })
    const server = fakeServer(() => ({ status: 200, body: wireStatus({ bookmarked: false }) }))
    await toggleStatus('s1', 'bookmark', server.client)
    expect(server.calls).toEqual(['POST /api/v1/statuses/s1/unbookmark'])
    expect(stored().bookmarked).toBe(false)
  })
})

describe('delete', () => {
  it('marks the status deleted at once and drops it (and repeats of it) from timelines', async () => {
    useEntities.getState().ingestStatuses([
      normalizeStatus({
        ...wireStatus({ id: 'r1', account: { id: 'carol', username: 'carol', acct: 'carol' } }),
        reblog: wireStatus(),
      }),
    ])
    useTimelines.getState().receiveInitial('friends', ['s1', 'r1'])
    const server = fakeServer(() => ({ status: 200, body: {} }))
    server.holdNext()
    const done = deleteStatusAction('s1', server.client)
    expect(stored().deleted).toBe(true)
    server.release()
    expect(await done).toEqual({ name: 'done' })
    expect(server.calls).toEqual(['DELETE /api/v1/statuses/s1'])
    expect(useTimelines.getState().timelines.friends?.statusIds).toEqual([])
  })

  it('restores the status when the server refuses', async () => {
    useTimelines.getState().receiveInitial('friends', ['s1'])
    const server = fakeServer(() => ({ status: 403, body: { error: 'Forbidden' } }))
    expect(await deleteStatusAction('s1', server.client)).toEqual({
      name: 'failed',
      message: 'Forbidden',
    })
    expect(stored().deleted).toBe(false)
    expect(useTimelines.getState().timelines.friends?.statusIds).toEqual(['s1'])
    expect(useActionErrors.getState().errors.s1?.key).toBe('status_actions.errors.delete')
  })
})

describe('redraft', () => {
  it('fetches the source, deletes the original, then opens the prefilled post modal', async () => {
    useEntities.getState().patchStatus('s1', { in_reply_to_id: 'p0', visibility: 'unlisted' })
    const server = fakeServer((method) =>
      method === 'GET'
        ? { status: 200, body: { id: 's1', text: 'the source', spoiler_text: 'cw' } }
        : { status: 200, body: {} },
    )
    await redraftStatus('s1', server.client)
    expect(server.calls).toEqual(['GET /api/v1/statuses/s1/source', 'DELETE /api/v1/statuses/s1'])
    expect(stored().deleted).toBe(true)
    const { request, open } = usePostModal.getState()
    expect(open).toBe(true)
    expect(request).toMatchObject({
      mode: 'redraft',
      initial: {
        status: 'the source',
        spoiler_text: 'cw',
        visibility: 'unlisted',
        in_reply_to_id: 'p0',
      },
    })
  })

  it('deletes nothing when the source cannot be read', async () => {
    usePostModal.setState({ request: null, open: false })
    const server = fakeServer(() => ({ status: 404, body: { error: 'Record not found' } }))
    await redraftStatus('s1', server.client)
    expect(server.calls).toEqual(['GET /api/v1/statuses/s1/source'])
    expect(stored().deleted).toBe(false)
    expect(usePostModal.getState().open).toBe(false)
    expect(useActionErrors.getState().errors.s1?.message).toBe('Record not found')
  })
})
