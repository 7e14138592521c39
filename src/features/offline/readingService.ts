import { create } from 'zustand'
import { setReadCache } from '../../api/http'
import { OFFLINE_READING_PAGES } from '../../config/constants'
import { useSession } from '../../store/session'
import { registerSessionPiece, type AccountRef } from '../../store/sessionLifecycle'
import { done, READING, store } from './idb'
import { keptOwner, readingCache, type ReadingStorage, type SavedEntry } from './readingCache'

/*
 * Reading offline: during a member's session the timelines, threads and
 * profiles read are kept (the last OFFLINE_READING_PAGES answers), and a
 * request that gets no answer is answered from them. The strip then says
 * when what shows was saved.
 */

/** When the oldest page shown from what was saved was saved; null while nothing is. */
export const useSavedReading = create<{ savedAt: number | null }>()(() => ({ savedAt: null }))

export const readingStorage: ReadingStorage = {
  put: async (entry) => void (await done((await store(READING, 'readwrite')).put(entry))),
  get: async (key) =>
    done((await store(READING, 'readonly')).get(key)) as Promise<SavedEntry | undefined>,
  all: async (owner) =>
    done(
      (await store(READING, 'readonly'))
        .index('bySaved')
        .getAll(IDBKeyRange.bound([owner, 0], [owner, Infinity])),
    ) as Promise<SavedEntry[]>,
  trim: async (owner, keep) => {
    const index = (await store(READING, 'readwrite')).index('bySaved')
    const range = IDBKeyRange.bound([owner, 0], [owner, Infinity])
    let extra = (await done(index.count(range))) - keep
    if (extra <= 0) return
    // Oldest first: the index sorts by owner, then by the time saved.
    const cursor = index.openCursor(range)
    cursor.onsuccess = () => {
      const at = cursor.result
      if (!at || extra <= 0) return
      at.delete()
      extra -= 1
      at.continue()
    }
  },
}

/** Deletes every answer kept for the owner (an account that left this browser). */
async function forgetOwner(owner: string): Promise<void> {
  for (const who of [owner, keptOwner(owner)]) {
    const index = (await store(READING, 'readwrite')).index('bySaved')
    const cursor = index.openCursor(IDBKeyRange.bound([who, 0], [who, Infinity]))
    await new Promise<void>((resolve, reject) => {
      cursor.onsuccess = () => {
        const at = cursor.result
        if (!at) return resolve()
        at.delete()
        at.continue()
      }
      cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'))
    })
  }
}

export function served(savedAt: number): void {
  const shown = useSavedReading.getState().savedAt
  if (shown === null || savedAt < shown) useSavedReading.setState({ savedAt })
}

// Back online, or the server answering again after it could not be
// reached, what loads next is fresh: the strip stops naming a time.
const fresh = () => {
  if (useSavedReading.getState().savedAt !== null) useSavedReading.setState({ savedAt: null })
}

registerSessionPiece({
  name: 'offlineReading',
  start: ({ user }) => {
    const owner = `${useSession.getState().server}|${user.id}`
    setReadCache(readingCache(readingStorage, owner, OFFLINE_READING_PAGES, served, fresh))
    window.addEventListener('online', fresh)
  },
  clear: () => {
    setReadCache(null)
    window.removeEventListener('online', fresh)
    useSavedReading.setState({ savedAt: null })
  },
})

/** What was read stays in the browser only while the account does. */
export function forgetReading({ server, userId }: AccountRef): void {
  forgetOwner(`${server}|${userId}`).catch((e: unknown) =>
    console.warn('Could not delete what was kept for reading offline', e),
  )
}
