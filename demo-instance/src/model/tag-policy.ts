/**
 * Pleroma's TagPolicy (MRF): admins tag accounts with `mrf_tag:*` names and
 * the policy changes what those accounts post from then on. Only what acts
 * on this one instance is modelled here; quarantine and the subscription
 * tags concern federation and following, which the demo does not do (the
 * tags are still kept and shown on the account).
 */

import type { AccountRecord, Visibility } from './records.ts'

export interface TaggedPost {
  visibility: Visibility
  sensitive: boolean
  mediaIds: string[]
}

/**
 * A new post of `author` as the policy lets it through: sandbox makes public
 * and unlisted posts followers-only, force-unlisted takes public ones off
 * the public timelines, media-force-nsfw marks posts with media sensitive and
 * media-strip drops the media.
 */
export function applyTagPolicy<T extends TaggedPost>(author: AccountRecord, post: T): T {
  const tags = new Set(author.tags)
  const out = { ...post }
  if (tags.has('mrf_tag:sandbox')) {
    if (out.visibility === 'public' || out.visibility === 'unlisted') out.visibility = 'private'
  }
  if (tags.has('mrf_tag:force-unlisted') && out.visibility === 'public') out.visibility = 'unlisted'
  if (tags.has('mrf_tag:media-strip')) out.mediaIds = []
  if (tags.has('mrf_tag:media-force-nsfw') && out.mediaIds.length > 0) out.sensitive = true
  return out
}
