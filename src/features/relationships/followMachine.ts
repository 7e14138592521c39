import type { Relationship } from '../../api/types'
import { FOLLOW_RECHECK_RETRIES } from '../../config/constants'

/**
 * The follow button: idle, in progress, following. A follow
 * whose answer is neither "following" nor "requested" on a locked account
 * is not final yet (a remote server still has to accept it), so the
 * relationship is fetched again after FOLLOW_RECHECK_DELAY, up to
 * FOLLOW_RECHECK_RETRIES more times. Unfollowing, and cancelling a
 * request, may ask for confirmation first.
 *
 * Pure: the component runs the effect each transition asks for.
 */

export type FollowState =
  | { name: 'idle' }
  | { name: 'confirming' }
  | { name: 'following'; rechecks: number }
  | { name: 'unfollowing' }

export type FollowEvent =
  | { type: 'click'; relationship: Relationship; confirm: boolean }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'followed'; relationship: Relationship; locked: boolean }
  | { type: 'unfollowed' }
  | { type: 'failed' }

/** What the caller does after a transition. */
export type FollowEffect = 'follow' | 'unfollow' | 'recheck' | null

export interface FollowStep {
  state: FollowState
  effect: FollowEffect
}

export const initialFollowState: FollowState = { name: 'idle' }

/** Following, or a request the locked account has on file: nothing more to wait for. */
export function isFinal(relationship: Relationship, locked: boolean): boolean {
  return relationship.following || (locked && relationship.requested)
}

const stay = (state: FollowState): FollowStep => ({ state, effect: null })

export function followTransition(state: FollowState, event: FollowEvent): FollowStep {
  switch (state.name) {
    case 'idle':
      if (event.type !== 'click') return stay(state)
      if (event.relationship.following || event.relationship.requested) {
        return event.confirm
          ? { state: { name: 'confirming' }, effect: null }
          : { state: { name: 'unfollowing' }, effect: 'unfollow' }
      }
      return { state: { name: 'following', rechecks: 0 }, effect: 'follow' }
    case 'confirming':
      if (event.type === 'confirm') return { state: { name: 'unfollowing' }, effect: 'unfollow' }
      if (event.type === 'cancel') return { state: { name: 'idle' }, effect: null }
      return stay(state)
    case 'following':
      if (event.type === 'failed') return { state: { name: 'idle' }, effect: null }
      if (event.type !== 'followed') return stay(state)
      if (isFinal(event.relationship, event.locked) || state.rechecks >= FOLLOW_RECHECK_RETRIES) {
        return { state: { name: 'idle' }, effect: null }
      }
      return { state: { name: 'following', rechecks: state.rechecks + 1 }, effect: 'recheck' }
    case 'unfollowing':
      if (event.type === 'unfollowed' || event.type === 'failed') {
        return { state: { name: 'idle' }, effect: null }
      }
      return stay(state)
  }
}

export type FollowLabel =
  'loading' | 'follow' | 'following' | 'requested' | 'followInProgress' | 'unfollowInProgress'

/** The button's label: progress while busy, else what the relationship says. */
export function followLabel(
  state: FollowState,
  relationship: Relationship | undefined,
): FollowLabel {
  if (state.name === 'following') return 'followInProgress'
  if (state.name === 'unfollowing') return 'unfollowInProgress'
  if (!relationship) return 'loading'
  if (relationship.following) return 'following'
  if (relationship.requested) return 'requested'
  return 'follow'
}
