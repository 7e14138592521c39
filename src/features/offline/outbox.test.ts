import { describe, expect, it, vi } from 'vitest'
import type { Status } from '../../api/types'
import { cancel, edit, enqueue, flush, memoryStorage, retry, type OutboxDeps } from './outbox'
import type { OutboxItem, OutboxWork } from './outboxMachine'

class NoAnswer extends Error {}

const post = (id: string, createdAt: number, patch: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  owner: 'server|1',
  createdAt,
  work: { kind: 'post', params: { status: `post ${id}` }, replyToId: null },
  media: [],
  idempotencyKey: `key-${id}`,
  uncertain: false,
  state: { name: 'waiting' },
  ...patch,
})

/** A fake server that makes one post per key, as Mastodon and Akkoma do. */
function setup(answer: (work: OutboxWork, key: string) => 'ok' | 'none' | 'refuse' = () => 'ok') {
  const posts = new Map<string, string>()
  const calls: { key: string; mediaIds: readonly string[] }[] = []
  const sent: string[] = []
  let uploads = 0
  // One holder at a time, as a Web Lock.
  let queue: Promise<unknown> = Promise.resolve()
  const deps: OutboxDeps = {
    storage: memoryStorage(),
    lock: (_name, work) => {
      const run = queue.then(work, work)
      queue = run.catch(() => undefined)
      return run
    },
    upload: async () => `media-${++uploads}`,
    deliver: async (work, mediaIds, key) => {
      calls.push({ key, mediaIds })
      const result = answer(work, key)
      if (result === 'none') throw new NoAnswer('offline')
      if (result === 'refuse') throw new Error('The server said no')
      const id = posts.get(key) ?? `status-${posts.size + 1}`
      posts.set(key, id)
      return { id } as Status
    },
    isNoAnswer: (e) => e instanceof NoAnswer,
    describe: (e) => (e instanceof Error ? e.message : 'error'),
    changed: vi.fn(),
    sent: (item) => sent.push(item.id),
  }
  return { deps, posts, calls, sent, uploads: () => uploads }
}

describe('the outbox', () => {
  it('sends what waits, oldest first, and keeps nothing that was answered', async () => {
    const { deps, sent } = setup()
    await enqueue(deps, post('b', 2))
    await enqueue(deps, post('a', 1))
    expect(await flush(deps, 'server|1')).toBe(2)
    expect(sent).toEqual(['a', 'b'])
    expect(await deps.storage.all('server|1')).toEqual([])
  })

  it('sends only the owner’s posts', async () => {
    const { deps, sent } = setup()
    await enqueue(deps, post('mine', 1))
    await enqueue(deps, post('theirs', 2, { owner: 'server|2' }))
    await flush(deps, 'server|1')
    expect(sent).toEqual(['mine'])
    expect((await deps.storage.all('server|2')).map((i) => i.id)).toEqual(['theirs'])
  })

  it('keeps a post that got no answer, with its key, and stops there', async () => {
    let online = false
    const { deps, calls, posts } = setup(() => (online ? 'ok' : 'none'))
    await enqueue(deps, post('a', 1))
    await enqueue(deps, post('b', 2))
    expect(await flush(deps, 'server|1')).toBe(0)
    expect(calls.map((c) => c.key)).toEqual(['key-a'])
    const [kept] = await deps.storage.all('server|1')
    expect(kept?.state).toEqual({ name: 'waiting' })
    expect(kept?.uncertain).toBe(true)
    online = true
    expect(await flush(deps, 'server|1')).toBe(2)
    expect(calls.map((c) => c.key)).toEqual(['key-a', 'key-a', 'key-b'])
    expect(posts.size).toBe(2)
  })

  it('sends each post once when two tabs flush together', async () => {
    const { deps, calls } = setup()
    await enqueue(deps, post('a', 1))
    await Promise.all([flush(deps, 'server|1'), flush(deps, 'server|1')])
    expect(calls).toHaveLength(1)
  })

  it('resends a post a closed tab left "sending", with the same key: one post on the server', async () => {
    const { deps, posts, calls } = setup()
    posts.set('key-a', 'status-1')
    await enqueue(deps, post('a', 1, { state: { name: 'sending' }, uncertain: true }))
    await flush(deps, 'server|1')
    expect(calls.map((c) => c.key)).toEqual(['key-a'])
    expect(posts.size).toBe(1)
  })

  it('keeps a refused post as failed, sends the next, and sends it again on retry', async () => {
    let refuse = true
    const { deps, sent } = setup((work) =>
      refuse && work.params.status === 'post a' ? 'refuse' : 'ok',
    )
    await enqueue(deps, post('a', 1))
    await enqueue(deps, post('b', 2))
    await flush(deps, 'server|1')
    expect(sent).toEqual(['b'])
    const [failed] = await deps.storage.all('server|1')
    expect(failed?.state).toEqual({ name: 'failed', message: 'The server said no' })
    // A failed post waits for the user, not for the next flush.
    await flush(deps, 'server|1')
    expect(sent).toEqual(['b'])
    refuse = false
    expect(await retry(deps, 'server|1', 'a')).toBe(true)
    await flush(deps, 'server|1')
    expect(sent).toEqual(['b', 'a'])
  })

  it('uploads waiting files once, and posts with their ids', async () => {
    let online = false
    const { deps, calls, uploads } = setup(() => (online ? 'ok' : 'none'))
    const media = [
      { file: new Blob(['x']), name: 'x.png', description: 'a cat', uploadedId: null },
      { file: new Blob(['y']), name: 'y.png', description: '', uploadedId: null },
    ]
    await enqueue(deps, post('a', 1, { media }))
    await flush(deps, 'server|1')
    expect(uploads()).toBe(2)
    const [kept] = await deps.storage.all('server|1')
    expect(kept?.media.map((m) => m.uploadedId)).toEqual(['media-1', 'media-2'])
    online = true
    await flush(deps, 'server|1')
    expect(uploads()).toBe(2)
    expect(calls.at(-1)?.mediaIds).toEqual(['media-1', 'media-2'])
  })

  it('edits and cancels waiting posts, never one being sent or another account’s', async () => {
    const { deps } = setup()
    await enqueue(deps, post('a', 1))
    await enqueue(deps, post('b', 2, { state: { name: 'sending' } }))
    expect(await edit(deps, 'server|1', 'a', { status: 'changed', spoiler: '' }, () => 'k2')).toBe(
      true,
    )
    const changed = await deps.storage.get('a')
    expect(changed?.work.params.status).toBe('changed')
    expect(changed?.idempotencyKey).toBe('k2')
    expect(await cancel(deps, 'server|1', 'b')).toBe(false)
    expect(await cancel(deps, 'server|2', 'a')).toBe(false)
    expect(await cancel(deps, 'server|1', 'a')).toBe(true)
    expect(await deps.storage.get('a')).toBeUndefined()
  })
})
