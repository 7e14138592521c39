import { memo } from 'react'
import type { StoredStatus } from '../../../store/entities'
import { isNsfw } from '../../media'
import { usePref } from '../../../store/preferences'
import { LinkCard } from './LinkCard'

/**
 * The card of a status, where it shows: not when the status has
 * attachments (as Mastodon does), and without its image when the status is
 * NSFW and NSFW media are hidden.
 */
export const StatusCard = memo(function StatusCard({ status }: { status: StoredStatus }) {
  const hideNsfw = usePref('hideNsfw')
  if (!status.card || status.media_attachments.length > 0) return null
  return <LinkCard card={status.card} hideImage={hideNsfw && isNsfw(status)} />
})
