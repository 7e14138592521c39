import type { Status } from '../../api/types'

type NsfwFields = Pick<Status, 'sensitive' | 'tags' | 'content' | 'text'>

// `#nsfw` as a whole hashtag: not `#nsfwart`, not `foo#nsfw`.
const NSFW_HASHTAG = /(^|[^\p{L}\p{N}_#])#nsfw(?![\p{L}\p{N}_])/iu

/** Plain text of server HTML, good enough to look for a hashtag (never rendered). */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&#0*35;|&num;/gi, '#')
}

/**
 * A status is NSFW when it is flagged sensitive, or (old format)
 * tagged `nsfw`, or has the #nsfw hashtag in its text.
 */
export function isNsfw(status: NsfwFields): boolean {
  if (status.sensitive) return true
  if (status.tags.some((tag) => tag.name.toLowerCase() === 'nsfw')) return true
  if (status.text !== null && NSFW_HASHTAG.test(status.text)) return true
  return NSFW_HASHTAG.test(textOf(status.content))
}
