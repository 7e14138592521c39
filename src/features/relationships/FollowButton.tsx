import { useEffect, useState } from 'react'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { ConfirmModal } from '../../ui/Modal'
import { confirmationEnabled, usePreferences } from '../../store/preferences'
import { displayName } from './actionFeedback'
import { createFollowController } from './followController'
import {
  followLabel,
  initialFollowState,
  type FollowEvent,
  type FollowState,
} from './followMachine'
import { useRelationship } from '../../store/relationships'
import styles from './RelationshipControls.module.css'
import '../../i18n/areas/relationships'

const LABEL_KEYS = {
  loading: 'relationships.loading',
  follow: 'relationships.follow',
  following: 'relationships.following',
  requested: 'relationships.requested',
  followInProgress: 'relationships.follow_progress',
  unfollowInProgress: 'relationships.unfollow_progress',
} as const

/**
 * Follow, unfollow and cancel-request button, driven by the
 * follow machine. Disabled for deactivated accounts and for those who block
 * the viewer.
 */
export function FollowButton({ account }: { account: Account }) {
  const { t } = useTranslation()
  const relationship = useRelationship(account.id)
  const confirmUnfollow = usePreferences((s) => confirmationEnabled(s.prefs, 'modalOnUnfollow'))
  const [state, setState] = useState<FollowState>(initialFollowState)
  const [controller] = useState(() => createFollowController(setState))

  useEffect(() => {
    controller.setActive(true)
    return () => controller.setActive(false)
  }, [controller])

  const dispatch = (event: FollowEvent) => controller.dispatch(event, account)
  const label = followLabel(state, relationship)
  const name = displayName(account)
  const blockedBy = relationship?.blocked_by === true
  const busy = state.name === 'following' || state.name === 'unfollowing'
  const pressed = label === 'following' || label === 'requested'
  const text =
    label === 'followInProgress' && account.locked
      ? t('relationships.request_progress')
      : t(LABEL_KEYS[label])
  const hint = account.deactivated
    ? t('relationships.follow_deactivated')
    : blockedBy
      ? t('relationships.follow_blocked', { name })
      : label === 'following'
        ? t('relationships.unfollow_hint', { name })
        : label === 'requested'
          ? t('relationships.cancel_hint', { name })
          : t('relationships.follow_hint', { name })
  const cancelling = relationship?.requested === true && !relationship.following

  return (
    <>
      <Button
        variant={pressed ? 'default' : 'primary'}
        size="small"
        className={styles.followButton}
        aria-pressed={relationship ? pressed : undefined}
        aria-busy={busy || !relationship}
        title={hint}
        disabled={!relationship || busy || account.deactivated || blockedBy}
        onClick={() =>
          relationship && dispatch({ type: 'click', relationship, confirm: confirmUnfollow })
        }
      >
        {text}
      </Button>
      <ConfirmModal
        open={state.name === 'confirming'}
        title={
          cancelling
            ? t('relationships.confirm_cancel_title')
            : t('relationships.confirm_unfollow_title', { name })
        }
        text={
          cancelling
            ? t('relationships.confirm_cancel_text', { name })
            : t('relationships.confirm_unfollow_text')
        }
        confirmLabel={
          cancelling ? t('relationships.confirm_cancel') : t('relationships.confirm_unfollow')
        }
        onConfirm={() => dispatch({ type: 'confirm' })}
        onCancel={() => dispatch({ type: 'cancel' })}
      />
    </>
  )
}
