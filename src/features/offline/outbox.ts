import type { Status } from '../../api/types'
import {
  editedItem,
  isEditable,
  outboxReducer,
  type OutboxItem,
  type OutboxWork,
  type WaitingMedia,
} from './outboxMachine'

/*
 * The outbox's rules, apart from where it is kept and how it talks to the
 * server (both given), so they are tested without a browser. Every change
 * of an item happens under the owner's lock: two tabs of the same account
 * never send the same post, and nobody edits a post while it goes out.
 */

/** Where the outbox is kept (IndexedDB in the browser, a map in tests). */
export interface OutboxStorage {
  all: (owner: string) => Promise<OutboxItem[]>
  get: (id: string) => Promise<OutboxItem | undefined>
  put: (item: OutboxItem) => Promise<void>
  remove: (id: string) => Promise<void>
}

export interface OutboxDeps {
  storage: OutboxStorage
  /** Runs `work` alone among this browser's tabs (a Web Lock where there is one). */
  lock: <T>(name: string, work: () => Promise<T>) => Promise<T>
  upload: (media: WaitingMedia) => Promise<string>
  deliver: (
    work: OutboxWork,
    mediaIds: readonly string[],
    idempotencyKey: string,
  ) => Promise<Status>
  /** The request got no answer at all (offline, connection lost, timed out). */
  isNoAnswer: (error: unknown) => boolean
  /** What the server said, in words for the user. */
  describe: (error: unknown) => string
  /** Something in the owner's outbox changed (the screens read it again). */
  changed: () => void
  sent: (item: OutboxItem, status: Status) => void
}

const lockName = (owner: string) => `akkoma-client-outbox:${owner}`

export async function enqueue(deps: OutboxDeps, item: OutboxItem): Promise<void> {
  await deps.storage.put(item)
  deps.changed()
}

/**
 * Sends what waits, oldest first, each once: an item leaves the outbox only
 * when the server answered it. A post without an answer goes back to
 * waiting with its key, and the rest wait with it (the network is gone).
 */
export async function flush(deps: OutboxDeps, owner: string): Promise<number> {
  return deps.lock(lockName(owner), async () => {
    const items = (await deps.storage.all(owner)).sort((a, b) => a.createdAt - b.createdAt)
    let sent = 0
    for (const found of items) {
      // Holding the lock, nobody else sends: a "sending" item lost its tab.
      let item = outboxReducer(found, { type: 'abandoned' })
      if (item.state.name !== 'waiting') continue
      item = outboxReducer(item, { type: 'send' })
      await deps.storage.put(item)
      deps.changed()
      try {
        const media: WaitingMedia[] = []
        for (const m of item.media) {
          const uploadedId = m.uploadedId ?? (await deps.upload(m))
          media.push({ ...m, uploadedId })
          // Kept at once: an upload is not repeated when the post fails later.
          item = { ...item, media: [...media, ...item.media.slice(media.length)] }
          await deps.storage.put(item)
        }
        const ids = media.map((m) => m.uploadedId ?? '')
        const status = await deps.deliver(item.work, ids, item.idempotencyKey)
        item = outboxReducer(item, { type: 'answered', statusId: status.id })
        await deps.storage.remove(item.id)
        sent += 1
        deps.sent(item, status)
        deps.changed()
      } catch (error) {
        const noAnswer = deps.isNoAnswer(error)
        item = outboxReducer(
          item,
          noAnswer ? { type: 'noAnswer' } : { type: 'refused', message: deps.describe(error) },
        )
        await deps.storage.put(item)
        deps.changed()
        if (noAnswer) break
      }
    }
    return sent
  })
}

/** A failed post goes again at the next flush. */
export async function retry(deps: OutboxDeps, owner: string, id: string): Promise<boolean> {
  return change(deps, owner, id, (item) => outboxReducer(item, { type: 'retry' }))
}

export async function edit(
  deps: OutboxDeps,
  owner: string,
  id: string,
  text: { status: string; spoiler: string },
  newKey: () => string,
): Promise<boolean> {
  return change(deps, owner, id, (item) => editedItem(item, text.status, text.spoiler, newKey))
}

export async function cancel(deps: OutboxDeps, owner: string, id: string): Promise<boolean> {
  return change(deps, owner, id, () => null)
}

/** Changes (or, with null, removes) a post nobody is sending; false when it could not. */
async function change(
  deps: OutboxDeps,
  owner: string,
  id: string,
  next: (item: OutboxItem) => OutboxItem | null,
): Promise<boolean> {
  return deps.lock(lockName(owner), async () => {
    const item = await deps.storage.get(id)
    if (!item || item.owner !== owner || !isEditable(item)) return false
    const changed = next(item)
    if (changed) await deps.storage.put(changed)
    else await deps.storage.remove(id)
    deps.changed()
    return true
  })
}

/** The outbox kept in memory: the tests', and the browser's where IndexedDB is refused. */
export function memoryStorage(): OutboxStorage {
  const items = new Map<string, OutboxItem>()
  return {
    all: async (owner) => [...items.values()].filter((i) => i.owner === owner),
    get: async (id) => items.get(id),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
  }
}
