import type { OutboxStorage } from './outbox'
import type { OutboxItem } from './outboxMachine'

/*
 * The one IndexedDB database of this area, through a few typed promises
 * (the API's requests are events). Kept thin: the rules above it are
 * tested with the in-memory storage.
 */

const DATABASE = 'akkoma-client-offline'
const VERSION = 1
export const OUTBOX = 'outbox'
export const READING = 'reading'

let opening: Promise<IDBDatabase> | null = null

export function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(OUTBOX)) {
        db.createObjectStore(OUTBOX, { keyPath: 'id' }).createIndex('owner', 'owner')
      }
      if (!db.objectStoreNames.contains(READING)) {
        db.createObjectStore(READING, { keyPath: 'key' }).createIndex('bySaved', [
          'owner',
          'savedAt',
        ])
      }
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
    request.onblocked = () => reject(new Error('IndexedDB blocked'))
  }).catch((e: unknown) => {
    opening = null
    throw e
  })
  return opening
}

export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

export async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await openDatabase()).transaction(name, mode).objectStore(name)
}

/** The outbox in IndexedDB: files and all, so it outlives the tab. */
export function idbOutbox(): OutboxStorage {
  return {
    all: async (owner) =>
      done((await store(OUTBOX, 'readonly')).index('owner').getAll(owner)) as Promise<OutboxItem[]>,
    get: async (id) =>
      done((await store(OUTBOX, 'readonly')).get(id)) as Promise<OutboxItem | undefined>,
    put: async (item) => void (await done((await store(OUTBOX, 'readwrite')).put(item))),
    remove: async (id) => void (await done((await store(OUTBOX, 'readwrite')).delete(id))),
  }
}
