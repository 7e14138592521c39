import { memo } from 'react'
import type { GalleryItem } from '../galleryLayout'
import styles from './Thumbnails.module.css'

// Not lazy like the other rare items: the player's height is only known once
// it is there, and a placeholder of the wrong height would shift the timeline.
/** An audio attachment in its own row: the browser's player and the description. */
export const AudioRow = memo(function AudioRow({
  item,
  label,
}: {
  item: GalleryItem
  label: string
}) {
  const { attachment } = item
  return (
    <figure className={styles.audio}>
      <audio src={attachment.url} controls preload="none" aria-label={label} />
      {attachment.description && <figcaption>{attachment.description}</figcaption>}
    </figure>
  )
})
