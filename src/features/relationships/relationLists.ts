import { listBlocks, listMutes } from '../../api/endpoints/relationships'
import type { ApiClient, Page, PageQuery } from '../../api/http'
import type { Account } from '../../api/types'
import { api } from '../../api/client'
import { RELATION_LIST_MAX_PAGES, RELATION_LIST_PAGE_SIZE } from '../../config/constants'
import { useEntities } from '../../store/entities'

/*
 * The mute and block lists, loaded once a member is signed in: whether a
 * post's author, repeater or a mentioned account is muted or blocked is then
 * decided from what the server holds, not from whichever relationships
 * happen to be cached.
 */

type Lister = (client: ApiClient, query?: PageQuery) => Promise<Page<Account>>

/** Every account id of a paged list, up to the page cap (a list that long is read in part). */
export async function allIds(client: ApiClient, list: Lister): Promise<string[]> {
  const ids = new Set<string>()
  let query: PageQuery | null = { limit: String(RELATION_LIST_PAGE_SIZE) }
  for (let n = 0; query && n < RELATION_LIST_MAX_PAGES; n++) {
    const page: Page<Account> = await list(client, query)
    const before = ids.size
    for (const a of page.items) ids.add(a.id)
    // An empty page, or one that only repeats, is the end (whatever the Link header says).
    query = ids.size > before ? page.next : null
  }
  return [...ids]
}

/** Loads both lists into the cache; a failure leaves mute decisions to the relationships. */
export async function loadRelationLists(): Promise<void> {
  const client = api()
  try {
    const [muted, blocked] = await Promise.all([
      allIds(client, listMutes),
      allIds(client, listBlocks),
    ])
    // Signed out or switched meanwhile: these lists are another account's.
    if (api().token !== client.token) return
    useEntities.setState({ mutedIds: new Set(muted), blockedIds: new Set(blocked) })
  } catch (e) {
    console.warn('Could not load the mute and block lists', e)
  }
}
