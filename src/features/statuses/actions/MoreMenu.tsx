import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { openPostModal } from '../../compose'
import { openReport } from '../../../store/moderation'
import { translateStatus } from '../translation'
import type { ActionAvailability } from './availability'
import { copyStatusLink, setPinned, setThreadMuted } from './moreActions'
import styles from './StatusActions.module.css'
import { Menu } from '../../../ui/Menu'
import { useOnline } from '../../../ui/useOnline'
import type { MenuFocus } from '../../../ui/useMenuButton'
import './messages'

/** Menu items that need the bar's confirmation before they run. */
export type MenuRequest = 'delete' | 'redraft'

export interface MoreMenuProps {
  id: string
  labelledBy: string
  statusId: string
  can: ActionAvailability
  initialFocus: MenuFocus
  onClose: (returnFocus: boolean) => void
  onRequest: (request: MenuRequest) => void
}

type Item = { key: string; label: string; danger?: boolean; needsServer?: boolean } & (
  { run: () => void } | { href: string }
)

/**
 * The status's "more" menu (lazy chunk): pin, mute conversation, copy link,
 * external source, translate, edit, redraft, delete, as far as allowed.
 * Keyboard: arrows, Home and End move, Escape closes and returns focus, Tab
 * closes and moves on.
 */
export default function MoreMenu({
  id,
  labelledBy,
  statusId,
  can,
  initialFocus,
  onClose,
  onRequest,
}: MoreMenuProps) {
  const { t } = useTranslation()
  const status = useEntities((s) => s.statuses[statusId])
  // Offline, what needs the server stays listed, greyed, and says why; copying
  // the link and editing (which waits in the outbox) still work.
  const offline = !useOnline()

  if (!status) return null
  const muted = status.muted || status.thread_muted
  const entries: Item[] = []
  if (can.pin) {
    entries.push({
      key: 'pin',
      needsServer: true,
      label: t(status.pinned ? 'status_actions.unpin' : 'status_actions.pin'),
      run: () => void setPinned(statusId, !status.pinned),
    })
  }
  if (can.muteThread) {
    entries.push({
      key: 'mute',
      needsServer: true,
      label: t(muted ? 'status_actions.unmute_conversation' : 'status_actions.mute_conversation'),
      run: () => void setThreadMuted(statusId, !muted),
    })
  }
  if (can.copyLink) {
    entries.push({
      key: 'copy',
      label: t('status_actions.copy_link'),
      run: () => void copyStatusLink(status.url),
    })
  }
  if (can.externalSource) {
    entries.push({ key: 'external', label: t('status_actions.external_source'), href: status.url })
  }
  if (can.translate) {
    entries.push({
      key: 'translate',
      needsServer: true,
      label: t('status_actions.translate'),
      run: () => void translateStatus(statusId),
    })
  }
  if (can.report) {
    entries.push({
      key: 'report',
      needsServer: true,
      label: t('status_actions.report'),
      run: () => openReport(status.account_id, statusId),
    })
  }
  if (can.edit) {
    entries.push({
      key: 'edit',
      label: t('status_actions.edit'),
      run: () => openPostModal({ mode: 'edit', status }),
    })
  }
  if (can.redraft) {
    entries.push({
      key: 'redraft',
      needsServer: true,
      label: t('status_actions.redraft'),
      run: () => onRequest('redraft'),
    })
  }
  if (can.delete) {
    entries.push({
      key: 'delete',
      needsServer: true,
      label: t('status_actions.delete'),
      danger: true,
      run: () => onRequest('delete'),
    })
  }

  return (
    <Menu
      id={id}
      labelledBy={labelledBy}
      focus={initialFocus}
      onClose={onClose}
      className={styles.menu}
    >
      {entries.map((item) => {
        const className = `${styles.menuItem} ${item.danger ? styles.danger : ''}`
        if ('href' in item) {
          return (
            <a
              key={item.key}
              role="menuitem"
              tabIndex={-1}
              className={className}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onClose(true)}
            >
              {item.label}
            </a>
          )
        }
        const unavailable = offline && item.needsServer
        return (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${className} ${unavailable ? styles.locked : ''}`}
            aria-disabled={unavailable ? true : undefined}
            title={unavailable ? t('status_actions.offline') : undefined}
            onClick={() => {
              if (unavailable) return
              onClose(true)
              item.run()
            }}
          >
            {item.label}
          </button>
        )
      })}
    </Menu>
  )
}
