import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { usePreferences, type Preferences } from '../../store/preferences'
import styles from './TimelineHeaderMenus.module.css'

type BooleanPref = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never
}[keyof Preferences]

const TOGGLES: { key: BooleanPref; labelKey: string }[] = [
  { key: 'streaming', labelKey: 'timeline.quick.streaming' },
  { key: 'hideAttachments', labelKey: 'timeline.quick.hide_media' },
  { key: 'hideMutedPosts', labelKey: 'timeline.quick.hide_muted' },
  { key: 'hidePostStats', labelKey: 'timeline.quick.hide_stats' },
  { key: 'virtualScrolling', labelKey: 'timeline.quick.virtual_scrolling' },
]

/** The options of the timeline header's quick settings: live updates, what posts show, which replies. */
export default function QuickSettingsPanel() {
  const { t } = useTranslation()
  const prefs = usePreferences((s) => s.prefs)
  const set = usePreferences((s) => s.set)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  return (
    <>
      {TOGGLES.map(({ key, labelKey }) => (
        <label key={key} className={styles.option}>
          <input
            type="checkbox"
            checked={prefs[key]}
            onChange={(e) => set(key, e.target.checked)}
          />
          {t(labelKey)}
        </label>
      ))}
      {loggedIn && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('timeline.quick.replies')}</legend>
          {(['all', 'following', 'self'] as const).map((mode) => (
            <label key={mode} className={styles.option}>
              <input
                type="radio"
                name="reply-visibility"
                checked={prefs.replyVisibility === mode}
                onChange={() => set('replyVisibility', mode)}
              />
              {t(`timeline.quick.replies_${mode}`)}
            </label>
          ))}
        </fieldset>
      )}
    </>
  )
}
