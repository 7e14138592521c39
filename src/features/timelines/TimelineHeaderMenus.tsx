import { useTranslation } from '../../i18n/react'
import { NavLink } from 'react-router'
import { navTimelineItems } from './navItems'
import { useCurrentUser } from '../../store/currentUser'
import { useSession } from '../../store/session'
import { ChevronIcon, GearIcon } from '../../ui/icons'
import { Popover } from '../../ui/Popover'
import { usePreferences, type Preferences } from '../settings/preferences'
import styles from './TimelineHeaderMenus.module.css'

/** Switch between the timelines this visitor may see (spec 2 §2 timeline menu). */
export function TimelineMenu() {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const username = useCurrentUser()?.username
  if (!instance) return null
  const items = navTimelineItems(loggedIn, instance, username)
  return (
    <Popover
      label={<ChevronIcon open={false} />}
      ariaLabel={t('timeline.menu')}
      panelLabel={t('timeline.menu')}
      buttonProps={{ variant: 'ghost', size: 'icon' }}
      align="start"
    >
      {(close) => (
        <ul className={styles.menuList}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end className={styles.menuLink} onClick={close}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  )
}

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

/** Quick settings of the timeline header (spec 2 §2). */
export function QuickSettings() {
  const { t } = useTranslation()
  const prefs = usePreferences((s) => s.prefs)
  const set = usePreferences((s) => s.set)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  return (
    <Popover
      label={<GearIcon />}
      ariaLabel={t('timeline.quick.title')}
      panelLabel={t('timeline.quick.title')}
      buttonProps={{ variant: 'ghost', size: 'icon' }}
    >
      {() => (
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
      )}
    </Popover>
  )
}
