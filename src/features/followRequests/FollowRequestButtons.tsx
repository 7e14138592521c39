import './messages'
import { memo, useState } from 'react'
import type { Account } from '../../api/types'
import { confirmationEnabled, usePreferences } from '../../store/preferences'
import { useTranslation } from '../../i18n/react'
import { pushNotice } from '../../store/notices'
import { Button } from '../../ui/Button'
import { ConfirmModal } from '../../ui/Modal'
import { decideRequest, useFollowRequests } from './store'
import { RESOLVED, type Decision, type ResolvedKind } from './transitions'
import styles from './FollowRequests.module.css'

const CONFIRM_OPTION = { approve: 'modalOnApproveFollow', deny: 'modalOnDenyFollow' } as const

/** What the buttons show: both buttons, or a confirmation for one decision. */
type ButtonsState = { kind: 'idle' } | { kind: 'confirming'; decision: Decision }

interface ButtonsProps {
  account: Account
  onResolved?: (kind: ResolvedKind) => void
}

/**
 * Approve and deny buttons for one follow request,
 * each asking for confirmation first when the user's preference says so.
 */
export const FollowRequestButtons = memo(function FollowRequestButtons({
  account,
  onResolved,
}: ButtonsProps) {
  const { t } = useTranslation()
  const [state, setState] = useState<ButtonsState>({ kind: 'idle' })
  const pending = useFollowRequests((s) => s.pending[account.id])
  const acct = account.acct

  const send = async (decision: Decision) => {
    setState({ kind: 'idle' })
    try {
      await decideRequest(account, decision)
    } catch (e) {
      console.warn('Could not answer the follow request', e)
      pushNotice('follow_requests.decision_error', { level: 'error' })
      return
    }
    pushNotice(`follow_requests.${RESOLVED[decision]}`, { args: { acct }, level: 'success' })
    onResolved?.(RESOLVED[decision])
  }

  const start = (decision: Decision) => {
    const prefs = usePreferences.getState().prefs
    if (confirmationEnabled(prefs, CONFIRM_OPTION[decision]))
      setState({ kind: 'confirming', decision })
    else void send(decision)
  }

  const confirming = state.kind === 'confirming' ? state.decision : null
  return (
    <div className={styles.buttons}>
      <Button
        size="small"
        variant="primary"
        aria-label={t('follow_requests.approve_label', { acct })}
        disabled={pending !== undefined}
        aria-busy={pending === 'approve' || undefined}
        onClick={() => start('approve')}
      >
        {t('follow_requests.approve')}
      </Button>
      <Button
        size="small"
        aria-label={t('follow_requests.deny_label', { acct })}
        disabled={pending !== undefined}
        aria-busy={pending === 'deny' || undefined}
        onClick={() => start('deny')}
      >
        {t('follow_requests.deny')}
      </Button>
      <ConfirmModal
        open={confirming !== null}
        title={t(`follow_requests.confirm_${confirming ?? 'approve'}_title`)}
        text={t(`follow_requests.confirm_${confirming ?? 'approve'}_text`, { acct })}
        confirmLabel={t(`follow_requests.${confirming ?? 'approve'}`)}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setState({ kind: 'idle' })}
      />
    </div>
  )
})
