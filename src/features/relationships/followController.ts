import type { Account } from '../../api/types'
import { FOLLOW_RECHECK_DELAY } from '../../config/constants'
import { reportActionError } from './actionFeedback'
import {
  followTransition,
  initialFollowState,
  type FollowEvent,
  type FollowState,
} from './followMachine'
import { followAccount, recheckFollow, unfollowAccount } from './relationshipActions'

export interface FollowController {
  dispatch: (event: FollowEvent, account: Pick<Account, 'id' | 'locked'>) => void
  /** Mounted: answers are applied. Unmounted: they are dropped and the re-check timer stops. */
  setActive: (active: boolean) => void
}

/**
 * Runs the follow machine for one button: each transition's effect (follow,
 * unfollow, re-check after FOLLOW_RECHECK_DELAY) and the event its answer
 * brings.
 */
export function createFollowController(onChange: (state: FollowState) => void): FollowController {
  let state: FollowState = initialFollowState
  let active = true
  let timer: ReturnType<typeof setTimeout> | null = null

  function dispatch(event: FollowEvent, target: Pick<Account, 'id' | 'locked'>): void {
    const settle = (next: FollowEvent) => {
      if (active) dispatch(next, target)
    }
    const failed = (error: unknown) => {
      reportActionError(error)
      settle({ type: 'failed' })
    }
    const step = followTransition(state, event)
    state = step.state
    onChange(state)
    switch (step.effect) {
      case 'follow':
        followAccount(target).then(
          (r) => settle({ type: 'followed', relationship: r, locked: target.locked }),
          failed,
        )
        break
      case 'recheck':
        timer = setTimeout(() => {
          timer = null
          recheckFollow(target.id).then(
            (r) =>
              settle(
                r
                  ? { type: 'followed', relationship: r, locked: target.locked }
                  : { type: 'failed' },
              ),
            failed,
          )
        }, FOLLOW_RECHECK_DELAY)
        break
      case 'unfollow':
        unfollowAccount(target).then(() => settle({ type: 'unfollowed' }), failed)
        break
      case null:
        break
    }
  }

  return {
    dispatch,
    setActive: (value) => {
      active = value
      if (!value && timer) {
        clearTimeout(timer)
        timer = null
        // A re-check cut short leaves the button usable when it comes back.
        state = initialFollowState
      }
    },
  }
}
