import { useEffect, useId, useState } from 'react'
import type { NotificationSettingKey } from '../../../api/endpoints/notificationSettings'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { offeredVisibilityKeys } from '../../../store/notifications'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { setNotificationVisibility, useNotificationVisibility } from '../../notifications'
import { pushSupported, disableWebPush, enableWebPush } from '../../push'
import { usePref, usePreferences } from '../../../store/preferences'
import section from '../SettingsSection.module.css'
import { SettingsSection } from '../SettingsSection'
import { useDesktopPermission } from './desktopPermission'
import {
  loadServerNotificationSettings,
  setServerNotificationSetting,
  useServerNotificationSettings,
} from './serverSettings'
import styles from './NotificationSettings.module.css'

const M = 'settings_notifications'

interface CheckProps {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  busy?: boolean
  switchRole?: boolean
}

function Check({ label, hint, checked, onChange, disabled, busy, switchRole }: CheckProps) {
  const hintId = useId()
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          role={switchRole ? 'switch' : undefined}
          checked={checked}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}

/** Which notification types the column shows (the column's own filter, spelled out). */
function TypesSection() {
  const { t } = useTranslation()
  const reactions = useFeature('emojiReactions')
  const moves = useFeature('moveNotifications')
  const visibility = useNotificationVisibility()
  const grouping = usePref('groupNotifications')
  const set = usePreferences((s) => s.set)
  return (
    <SettingsSection title={t(`${M}.types_title`)} hint={t(`${M}.types_hint`)}>
      <ul className={styles.types} aria-label={t(`${M}.types_label`)}>
        {offeredVisibilityKeys(reactions, moves).map((key) => (
          <li key={key}>
            <Check
              label={t(`notifications.visibility.${key}`)}
              checked={visibility[key]}
              onChange={(checked) => setNotificationVisibility({ ...visibility, [key]: checked })}
            />
          </li>
        ))}
      </ul>
      <div className={section.row}>
        <Check
          label={t(`${M}.group_label`)}
          checked={grouping}
          onChange={(on) => set('groupNotifications', on)}
        />
      </div>
    </SettingsSection>
  )
}

function DesktopSection() {
  const { t } = useTranslation()
  const { permission, asking, request } = useDesktopPermission()
  return (
    <SettingsSection title={t(`${M}.desktop_title`)} hint={t(`${M}.desktop_hint`)}>
      <p className={permission === 'denied' ? styles.denied : styles.status} aria-live="polite">
        {t(`${M}.desktop_${permission}`)}
      </p>
      {permission === 'default' && (
        <div className={section.controls}>
          <Button onClick={() => void request()} disabled={asking} aria-busy={asking || undefined}>
            {asking && <Spinner />}
            {asking ? t(`${M}.desktop_asking`) : t(`${M}.desktop_ask`)}
          </Button>
        </div>
      )}
    </SettingsSection>
  )
}

function PushSection() {
  const { t } = useTranslation()
  const enabled = usePref('webPushNotifications')
  const hideIfCW = usePref('webPushHideIfCW')
  const set = usePreferences((s) => s.set)
  const [busy, setBusy] = useState(false)
  const supported = pushSupported()

  const toggle = async (on: boolean) => {
    setBusy(true)
    try {
      await (on ? enableWebPush() : disableWebPush())
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection title={t(`${M}.push_title`)}>
      {supported ? (
        <div className={section.row}>
          <Check
            switchRole
            label={t('push.toggle')}
            hint={t('push.toggle_hint')}
            checked={enabled}
            disabled={busy}
            busy={busy}
            onChange={(on) => void toggle(on)}
          />
        </div>
      ) : (
        <p className={section.hint}>{t(`${M}.push_unsupported`)}</p>
      )}
      <div className={section.row}>
        <Check
          label={t(`${M}.hide_if_cw`)}
          hint={t(`${M}.hide_if_cw_hint`)}
          checked={hideIfCW}
          onChange={(on) => set('webPushHideIfCW', on)}
        />
      </div>
    </SettingsSection>
  )
}

const SERVER_KEYS: readonly NotificationSettingKey[] = [
  'blockFromStrangers',
  'hideNotificationContents',
]

const SERVER_LABELS: Record<NotificationSettingKey, string> = {
  blockFromStrangers: 'block_from_strangers',
  hideNotificationContents: 'hide_notification_contents',
}

/** Pleroma's notification settings, saved on the server. */
function ServerSection() {
  const { t } = useTranslation()
  const phase = useServerNotificationSettings((s) => s.phase)
  const values = useServerNotificationSettings((s) => s.values)
  const saving = useServerNotificationSettings((s) => s.saving)

  // Fresh on every visit: another app may have changed them.
  useEffect(() => {
    void loadServerNotificationSettings()
  }, [])

  return (
    <SettingsSection title={t(`${M}.server_title`)} hint={t(`${M}.server_hint`)}>
      {phase === 'error' ? (
        <div className={section.row} role="alert">
          <span>{t(`${M}.server_error`)}</span>
          <Button size="small" onClick={() => void loadServerNotificationSettings()}>
            {t(`${M}.retry`)}
          </Button>
        </div>
      ) : phase === 'unavailable' ? (
        <p>{t(`${M}.server_unavailable`)}</p>
      ) : !values ? (
        <p className={styles.inlineStatus} role="status">
          <Spinner />
          {t(`${M}.server_loading`)}
        </p>
      ) : (
        SERVER_KEYS.map((key) => (
          <div key={key} className={section.row}>
            <Check
              label={t(`${M}.${SERVER_LABELS[key]}`)}
              hint={
                key === 'hideNotificationContents'
                  ? t(`${M}.hide_notification_contents_hint`)
                  : undefined
              }
              checked={values[key]}
              busy={saving.has(key)}
              disabled={saving.has(key)}
              onChange={(on) => void setServerNotificationSetting(key, on)}
            />
          </div>
        ))
      )}
    </SettingsSection>
  )
}

/**
 * The Notifications tab: the types the column shows, desktop
 * notifications, web push and, where the server has Pleroma's API, the
 * account's notification options.
 */
export function NotificationSettings() {
  const pleromaApi = useFeature('pleromaApi')
  // Web push needs the key the server publishes (Hollo's is empty): without one
  // there is nothing to turn on.
  const webPush = useSession((s) => !!s.instance?.vapidPublicKey?.trim())
  return (
    <div className={styles.tab}>
      <TypesSection />
      <DesktopSection />
      {webPush && <PushSection />}
      {pleromaApi && <ServerSection />}
    </div>
  )
}
