import './messages'
import { useId, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { usePref } from '../settings/preferences'
import { pushSupported } from './serviceWorker'
import { disableWebPush, enableWebPush } from './webPush'
import styles from './WebPushToggle.module.css'

/**
 * The web push switch (spec 1 §3 webPushNotifications): subscribes this
 * browser or drops the subscription. Hidden where the browser has no push
 * messaging. Mount it in settings or any member-only place.
 */
export default function WebPushToggle({ className }: { className?: string }) {
  const { t } = useTranslation()
  const enabled = usePref('webPushNotifications')
  const [busy, setBusy] = useState(false)
  const hintId = useId()
  if (!pushSupported()) return null

  const toggle = async () => {
    setBusy(true)
    try {
      await (enabled ? disableWebPush() : enableWebPush())
    } finally {
      setBusy(false)
    }
  }

  return (
    <label className={[styles.toggle, className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={hintId}
        onChange={() => void toggle()}
      />
      <span className={styles.text}>
        <span>{t('push.toggle')}</span>
        <span id={hintId} className={styles.hint}>
          {t('push.toggle_hint')}
        </span>
      </span>
    </label>
  )
}

export { WebPushToggle }
