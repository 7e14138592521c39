import { memo, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { usePref } from '../../../store/preferences'
import { BlurhashCanvas } from '../BlurhashCanvas'
import { ExpandIcon, PlayIcon } from '../mediaIcons'
import { thumbnailSize } from '../mediaKind'
import { useOnScreen } from '../onScreen'
import { useReducedMotion } from '../reducedMotion'
import { hasAudioTrack, shouldLoop } from '../videoLoop'
import { mediaClass, ThumbButton } from './thumbParts'
import type { ThumbProps } from './types'
import styles from './Thumbnails.module.css'

/** A poster only when the server made one: a preview URL equal to the video's is the video. */
const posterOf = (preview: string, url: string) =>
  preview && preview !== url ? preview : undefined

/** What a thumbnail's <video> shows: the file, its poster, at the item's size and fit. */
const videoFrame = ({ attachment, aspect }: ThumbProps['item'], fit: ThumbProps['fit']) => ({
  className: mediaClass(fit),
  src: attachment.url,
  poster: posterOf(attachment.preview_url, attachment.url),
  ...thumbnailSize(attachment, aspect),
})

/**
 * A video in the gallery: played in place with the browser's controls
 * (looping per loopVideo / loopVideoSilentOnly), plus a button that opens
 * it in the viewer.
 */
export const VideoCell = memo(function VideoCell({ item, label, onOpen, fit }: ThumbProps) {
  const { t } = useTranslation()
  const loopVideo = usePref('loopVideo')
  const loopVideoSilentOnly = usePref('loopVideoSilentOnly')
  const [hasAudio, setHasAudio] = useState<boolean | null>(null)
  return (
    <div className={styles.thumb}>
      <video
        {...videoFrame(item, fit)}
        controls
        playsInline
        preload="metadata"
        loop={shouldLoop('video', { loopVideo, loopVideoSilentOnly }, hasAudio)}
        aria-label={label}
        onLoadedData={(e) => setHasAudio(hasAudioTrack(e.currentTarget))}
      />
      <button
        type="button"
        className={styles.expand}
        aria-label={t('media.open_in_viewer', { label })}
        title={t('media.open_in_viewer', { label })}
        onClick={(e) => onOpen(item.index, e.currentTarget)}
      >
        <ExpandIcon />
      </button>
    </div>
  )
})

/**
 * A gifv (a GIF converted to video): muted and looping like a GIF, playing
 * only while at least half of it is on screen, or, with reduced motion, while
 * hovered or focused. The whole thing is a button opening the viewer.
 */
export const GifvThumb = memo(function GifvThumb({ item, label, onOpen, fit }: ThumbProps) {
  const { t } = useTranslation()
  const { attachment } = item
  const reducedMotion = useReducedMotion()
  const ref = useRef<HTMLButtonElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const onScreen = useOnScreen(ref, 'visible', !reducedMotion)
  const [active, setActive] = useState(false)
  const play = reducedMotion ? active : onScreen

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (play) {
      // Autoplay refusals (data saver, policies) leave the poster: nothing to report.
      element.play()?.catch(() => undefined)
    } else {
      element.pause()
    }
  }, [play])

  return (
    <ThumbButton
      ref={ref}
      item={item}
      label={label}
      onOpen={onOpen}
      onPointerEnter={() => setActive(true)}
      onPointerLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      {attachment.blurhash && (
        <BlurhashCanvas hash={attachment.blurhash} className={styles.placeholder} />
      )}
      <video
        ref={video}
        {...videoFrame(item, fit)}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
      />
      <span className={styles.badge} aria-hidden="true">
        {t('media.gif_label')}
      </span>
    </ThumbButton>
  )
})

/** A video as a small tile (small size, quotes): a poster with a play mark, opening the viewer. */
export const VideoTile = memo(function VideoTile({ item, label, onOpen, fit }: ThumbProps) {
  const { attachment } = item
  const poster = posterOf(attachment.preview_url, attachment.url)
  const size = thumbnailSize(attachment, item.aspect)
  return (
    <ThumbButton item={item} label={label} onOpen={onOpen}>
      {attachment.blurhash && (
        <BlurhashCanvas hash={attachment.blurhash} className={styles.placeholder} />
      )}
      {poster && (
        <img
          className={mediaClass(fit)}
          src={poster}
          alt=""
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className={styles.playMark} aria-hidden="true">
        <PlayIcon />
      </span>
    </ThumbButton>
  )
})
