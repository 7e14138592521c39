import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { setUserHighlight, useHighlights, type HighlightType } from './highlight'
import { DEFAULT_HIGHLIGHT_COLOR, safeColor } from './highlightSheet'
import styles from './UserCard.module.css'

const TYPES: HighlightType[] = ['disabled', 'solid', 'striped', 'side']

/** Colour and style of the highlight on one user's posts (kept locally). */
export function HighlightPicker({ accountId }: { accountId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const current = useHighlights((s) => s[accountId])
  const type = current?.type ?? 'disabled'
  const color = safeColor(current?.color ?? DEFAULT_HIGHLIGHT_COLOR)
  return (
    <fieldset className={styles.highlight}>
      <legend className={styles.highlightLegend}>{t('user_card.highlight')}</legend>
      <label htmlFor={`${id}-type`} className={styles.visuallyHidden}>
        {t('user_card.highlight_type')}
      </label>
      <select
        id={`${id}-type`}
        className={styles.select}
        value={type}
        onChange={(e) =>
          setUserHighlight(accountId, { color, type: e.target.value as HighlightType })
        }
      >
        {TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`user_card.highlight_${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-color`} className={styles.visuallyHidden}>
        {t('user_card.highlight_color')}
      </label>
      <input
        id={`${id}-color`}
        type="color"
        className={styles.color}
        value={color}
        disabled={type === 'disabled'}
        onChange={(e) => setUserHighlight(accountId, { type, color: safeColor(e.target.value) })}
      />
    </fieldset>
  )
}
