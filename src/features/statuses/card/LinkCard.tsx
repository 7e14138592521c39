import { memo } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { Card } from '../../../api/types'
import { safeHttpUrl } from '../../media'
import styles from './LinkCard.module.css'

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

/**
 * A link preview card: one link, opening in a new tab, with the
 * image (decorative next to the title: empty alt), title, description
 * (plain text, clamped to three lines) and provider.
 */
export const LinkCard = memo(function LinkCard({
  card,
  hideImage = false,
}: {
  card: Card
  /** Leave the image out (an NSFW status with NSFW media hidden). */
  hideImage?: boolean
}) {
  const { t } = useTranslation()
  const url = safeHttpUrl(card.url)
  if (!url) return null
  const image = hideImage ? null : safeHttpUrl(card.image)
  const provider = card.provider_name || hostOf(url)
  return (
    <a className={styles.card} href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
      {image && (
        <span className={styles.thumb}>
          <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
        </span>
      )}
      <span className={styles.text}>
        {provider && <span className={styles.provider}>{provider}</span>}
        <span className={styles.title}>{card.title || url}</span>
        {card.description && <span className={styles.description}>{card.description}</span>}
        <span className="visually-hidden"> {t('media.new_tab')}</span>
      </span>
    </a>
  )
})
