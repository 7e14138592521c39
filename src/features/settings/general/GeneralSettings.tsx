import { useId } from 'react'
import { TIMELINE_POLL_INTERVAL, WIDE_MIN_WIDTH } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { useSession } from '../../../store/session'
import { startRealtime } from '../../realtime'
import { usePreferences } from '../../../store/preferences'
import section from '../SettingsSection.module.css'
import {
  BooleanSetting,
  ChoiceSetting,
  ConfirmationSetting,
  NumberSetting,
  type BooleanSettingProps,
} from './controls'
import { offeredSections, type SectionId, type SettingItem } from './model'
import { SpecialSetting } from './SpecialSettings'
import styles from './General.module.css'

const M = 'settings_general'

/** Values a hint mentions, from the constants the behaviour itself uses. */
const HINT_ARGS: Partial<Record<SettingItem['key'], Record<string, unknown>>> = {
  thirdColumnMode: { width: WIDE_MIN_WIDTH },
  useStreamingApi: { seconds: TIMELINE_POLL_INTERVAL / 1000 },
}

/** Changes that take more than storing to apply at once. */
const AFTER_CHANGE: Partial<Record<SettingItem['key'], BooleanSettingProps['after']>> = {
  // The live connection is chosen when realtime starts: start it again the new way.
  useStreamingApi: () => {
    if (useSession.getState().currentUserId !== null) startRealtime()
  },
}

function Item({ item }: { item: SettingItem }) {
  const { t } = useTranslation()
  const sub = item.dependsOn !== undefined
  const hint = item.hint ? t(`${M}.${item.key}_hint`, HINT_ARGS[item.key]) : undefined
  switch (item.kind) {
    case 'boolean':
      return (
        <BooleanSetting prefKey={item.key} sub={sub} hint={hint} after={AFTER_CHANGE[item.key]} />
      )
    case 'choice':
      return <ChoiceSetting prefKey={item.key} sub={sub} hint={hint} />
    case 'number':
      return <NumberSetting prefKey={item.key} sub={sub} />
    case 'confirmation':
      return <ConfirmationSetting prefKey={item.key} />
    case 'special':
      return <SpecialSetting prefKey={item.key} />
  }
}

function Section({ id, items }: { id: SectionId; items: SettingItem[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  const hintId = useId()
  const hinted = id === 'confirmations'
  return (
    <section
      className={section.section}
      aria-labelledby={headingId}
      aria-describedby={hinted ? hintId : undefined}
    >
      <h3 id={headingId} className={section.sectionTitle}>
        {t(`${M}.section.${id}`)}
      </h3>
      {hinted && (
        <p id={hintId} className={section.hint}>
          {t(`${M}.${id}_hint`)}
        </p>
      )}
      {items.map((item) => (
        <Item key={item.key} item={item} />
      ))}
    </section>
  )
}

/**
 * The General tab's sections: what is offered follows expert mode, sign-in,
 * the server's features and the options each depends on, and changes as
 * they do.
 */
export function GeneralSettings() {
  const prefs = usePreferences((s) => s.prefs)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  const features = useSession((s) => s.instance?.features)
  const sections = offeredSections({
    prefs,
    loggedIn,
    hasFeature: (name) => features?.[name] ?? false,
  })
  return (
    <div className={styles.tab}>
      {sections.map(({ id, items }) => (
        <Section key={id} id={id} items={items} />
      ))}
    </div>
  )
}
