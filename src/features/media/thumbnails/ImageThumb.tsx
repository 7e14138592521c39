import { memo, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { usePref } from '../../../store/preferences'
import { likelyAnimated, mayBeAnimated } from '../animatedImage'
import { BlurhashCanvas } from '../BlurhashCanvas'
import { thumbnailSize } from '../mediaKind'
import { useReducedMotion } from '../reducedMotion'
import { StillFrame } from './lazyItems'
import { mediaClass, ThumbButton } from './thumbParts'
import type { ThumbProps } from './types'
import { useAnimated } from './useAnimated'
import styles from './Thumbnails.module.css'

/**
 * An image thumbnail: a button opening the viewer. With stopGifs or reduced
 * motion, an animated image (GIF, animated WEBP, APNG) shows its first frame
 * and a "GIF" label, and plays while hovered or focused.
 */
export const ImageThumb = memo(function ImageThumb({ item, label, onOpen, fit }: ThumbProps) {
  const { t } = useTranslation()
  const { attachment } = item
  const stopGifs = usePref('stopGifs')
  const reducedMotion = useReducedMotion()
  const holdStill = (stopGifs || reducedMotion) && mayBeAnimated(attachment)
  const animated = useAnimated(holdStill ? attachment.preview_url : null, attachment.mime_type)
  const [active, setActive] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const size = thumbnailSize(attachment, item.aspect)
  // Until the check answers, a GIF shows only its placeholder (it would start moving);
  // a PNG or WEBP, rarely animated, shows at once and turns still if it must.
  const showImage =
    !holdStill ||
    active ||
    animated === false ||
    (animated === undefined && !likelyAnimated(attachment.mime_type, attachment.preview_url))
  const showStill = holdStill && !active && animated === true

  return (
    <ThumbButton
      item={item}
      label={label}
      onOpen={onOpen}
      onPointerEnter={holdStill ? () => setActive(true) : undefined}
      onPointerLeave={holdStill ? () => setActive(false) : undefined}
      onFocus={holdStill ? () => setActive(true) : undefined}
      onBlur={holdStill ? () => setActive(false) : undefined}
    >
      {attachment.blurhash && !loaded && (
        <BlurhashCanvas hash={attachment.blurhash} className={styles.placeholder} />
      )}
      {showStill && (
        <StillFrame
          src={attachment.preview_url}
          width={size.width}
          height={size.height}
          className={mediaClass(fit)}
        />
      )}
      {showImage && (
        <img
          className={mediaClass(fit)}
          src={attachment.preview_url}
          alt={attachment.description}
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
        />
      )}
      {holdStill && animated === true && (
        <span className={styles.badge} aria-hidden="true">
          {t('media.gif_label')}
        </span>
      )}
    </ThumbButton>
  )
})
