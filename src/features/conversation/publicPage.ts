import { fetchTimeline } from '../../api/endpoints/timelines'
import type { ApiClient } from '../../api/http'

/*
 * Where a guest can read a post that the server's API keeps from guests
 * (GoToSocial does, for every single post): its public web page, which such
 * a server publishes all the same. GoToSocial's is /@{author}/statuses/{id}
 * and it answers only with the author's name in the path, so the page is
 * never built from the id alone: it is the post's own `url`.
 */

interface PostAddresses {
  url?: string | null
  uri?: string | null
}

function absoluteHttp(address: string | null | undefined): URL | null {
  if (!address) return null
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The post's public page: its `url` (else its `uri`), unless that is this
 * client's own page for it (an Akkoma server's /notice/{id} is served by
 * its front end, the page that was just refused).
 */
export function publicPageOf(
  post: PostAddresses | undefined,
  here: string = window.location.origin,
): string | null {
  if (!post) return null
  for (const address of [post.url, post.uri]) {
    const url = absoluteHttp(address)
    if (!url) continue
    if (url.origin === here && url.pathname.startsWith('/notice/')) continue
    return url.href
  }
  return null
}

/**
 * A bound just above `id` in the servers' id order: `max_id` keeps only
 * older posts, so with this bound the post itself comes first. Ids of one
 * server have one length (GoToSocial's are 26-letter ULIDs), and a longer
 * string with the same start sorts right after it; where ids compare as
 * numbers the page starts elsewhere, and the check on the id below says so.
 */
const justAbove = (id: string): string => `${id}0`

/**
 * The post's public page when only its id is known (a link opened cold):
 * the server's public timeline, which GoToSocial can open to guests while
 * its posts stay closed, is asked for the one post at that id. Null when the
 * timeline is closed too, or the post is not on it (not public).
 */
export async function findPublicPage(client: ApiClient, id: string): Promise<string | null> {
  try {
    const page = await fetchTimeline(client, 'publicAndExternal', {
      max_id: justAbove(id),
      limit: 1,
    })
    const post = page.items[0]
    return post && post.id === id ? publicPageOf(post) : null
  } catch {
    return null
  }
}
