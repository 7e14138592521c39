import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { TFunction } from '../../../i18n/react'
import { joinShortList, PostBehindNotice } from '../../../ui/PostBehindNotice'
import type { MuteDecision, MuteReason } from './muteRules'
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
  const reasons = joinShortList(
    decision.reasons.map((r) => reasonText(t, r)),
    i18n.locale,
  )
  return (
    <PostBehindNotice
      notice={t('status_mute.notice', { acct: `@${acct}`, reasons })}
      revealed={revealed}
      showLabel={t('status_mute.show')}
      hideLabel={t('status_mute.hide')}
      onToggle={() => toggle(statusId)}
    >
      {children}
    </PostBehindNotice>
  )
}
