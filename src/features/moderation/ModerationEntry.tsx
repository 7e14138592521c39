import { useTranslation } from '../../i18n/react'
import { openModeration, useModerationModal } from '../../store/moderation'
import { Button } from '../../ui/Button'
import navStyles from '../../ui/NavPanel.module.css'
import styles from './ModerationEntry.module.css'
import { useModerationOffered } from './moderationOffered'
import { LineIcon } from '../../ui/icons'

/** A flag: what members raise and moderators handle (the shield is the admin dashboard's). */
const FlagIcon = () => (
  <LineIcon size={20} cap join>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </LineIcon>
)

function Badge({ className }: { className?: string }) {
  const { t } = useTranslation()
  const count = useModerationModal((s) => s.openReports)
  if (count === 0) return null
  return (
    <span className={className}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('nav.moderation_count', { count })}</span>
    </span>
  )
}

/**
 * The top bar's moderation entry (desktop): an icon beside the
 * settings gear, with the open-report count as a badge.
 */
export function ModerationTopBarButton() {
  const { t } = useTranslation()
  if (!useModerationOffered()) return null
  return (
    <Button
      variant="ghost"
      size="icon"
      className={styles.topBar}
      title={t('nav.moderation')}
      onClick={() => openModeration()}
    >
      <FlagIcon />
      <span className="visually-hidden">{t('nav.moderation')}</span>{' '}
      <Badge className={styles.topBarBadge} />
    </Button>
  )
}

/** The drawer's moderation entry (mobile). */
export function ModerationDrawerItem({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  if (!useModerationOffered()) return null
  return (
    <ul className={navStyles.list}>
      <li>
        <button
          type="button"
          className={navStyles.link}
          onClick={() => {
            onClose()
            openModeration()
          }}
        >
          <FlagIcon />
          <span>{t('nav.moderation')}</span> <Badge className={navStyles.badge} />
        </button>
      </li>
    </ul>
  )
}
