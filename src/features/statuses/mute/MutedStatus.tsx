import { useId, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { TFunction } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import type { MuteDecision, MuteReason } from './muteRules'
import styles from './MutedStatus.module.css'
import { useRevealedMutes } from './revealedMutes'

function reasonText(t: TFunction, r: MuteReason): string {
  switch (r.kind) {
    case 'user':
      return t('status_mute.reason.user')
    case 'reblogger':
      return t('status_mute.reason.reblogger', { acct: `@${r.acct}` })
    case 'thread':
      return t('status_mute.reason.thread')
    case 'word':
      return t('status_mute.reason.word', { word: r.word })
    case 'bot':
      return t('status_mute.reason.bot')
    case 'mention':
      return r.relation === 'blocked'
        ? t('status_mute.reason.mention_blocked', { acct: `@${r.acct}` })
        : t('status_mute.reason.mention_muted', { acct: `@${r.acct}` })
  }
}

function joinList(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(items)
  } catch {
    return items.join(', ')
  }
}

export interface MutedStatusProps {
  /** The status the notice stands for: whether it is revealed is kept by its id. */
  statusId: string
  decision: MuteDecision
  /** The author's handle, without the leading @. */
  acct: string
  /** The status itself, shown once revealed. */
  children: ReactNode
}

/** "Muted: @user · reason" with a toggle that reveals the post. */
export function MutedStatus({ statusId, decision, acct, children }: MutedStatusProps) {
  const { t, i18n } = useTranslation()
  const revealed = useRevealedMutes((s) => s.revealed[statusId] === true)
  const toggle = useRevealedMutes((s) => s.toggle)
  const labelId = useId()
  const bodyId = useId()
  const reasons = joinList(
    decision.reasons.map((r) => reasonText(t, r)),
    i18n.locale,
  )
  return (
    <div className={styles.muted}>
      <div className={styles.notice}>
        <span id={labelId} className={styles.label}>
          {t('status_mute.notice', { acct: `@${acct}`, reasons })}
        </span>
        <Button
          variant="link"
          className={styles.toggle}
          aria-expanded={revealed}
          aria-controls={revealed ? bodyId : undefined}
          aria-describedby={labelId}
          onClick={() => toggle(statusId)}
        >
          {revealed ? t('status_mute.hide') : t('status_mute.show')}
        </Button>
      </div>
      {revealed && <div id={bodyId}>{children}</div>}
    </div>
  )
}
