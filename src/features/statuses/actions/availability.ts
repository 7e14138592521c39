import type { Account, InstanceConfig } from '../../../api/types'
import type { StoredStatus } from '../../../store/entities'
import { hasPrivilege } from '../../../store/moderation'
import { featureOn } from '../../../store/serverFeatures'

/** Why repeating is refused: the scope of the status. */
export type RepeatLock = 'private' | 'direct' | null

export interface ActionAvailability {
  quote: boolean
  /** Null when the status can be repeated. */
  repeatLock: RepeatLock
  pin: boolean
  /** Muting the conversation, where the server can (not Hollo). */
  muteThread: boolean
  edit: boolean
  redraft: boolean
  delete: boolean
  /** Remote statuses only: open them on their home server. */
  externalSource: boolean
  copyLink: boolean
  translate: boolean
  /** Someone else's post: report it to the moderators. */
  report: boolean
}

export type ActionStatus = Pick<StoredStatus, 'visibility' | 'account_id' | 'is_local' | 'url'>
export type ActionUser = Pick<Account, 'id' | 'role' | 'is_admin' | 'is_moderator' | 'privileges'>
export type ActionInstance = Pick<InstanceConfig, 'features'>

export const isStaff = (user: ActionUser): boolean =>
  user.is_admin || user.is_moderator || user.role === 'admin' || user.role === 'moderator'

/**
 * The actions a signed-in user may take on a status. Quote
 * also needs the server to support quoting, or `quote_id` would be dropped
 * silently and the quote posted as a plain post.
 */
export function actionAvailability(
  status: ActionStatus,
  user: ActionUser,
  instance: ActionInstance,
): ActionAvailability {
  const own = status.account_id === user.id
  const listed = status.visibility === 'public' || status.visibility === 'unlisted'
  return {
    quote: listed && instance.features.quotes,
    repeatLock:
      status.visibility === 'direct'
        ? 'direct'
        : status.visibility === 'private' && !own
          ? 'private'
          : null,
    pin: own && listed,
    muteThread: featureOn(instance.features, 'threadMutes'),
    edit: own && instance.features.editing,
    redraft: own,
    // Staff whose role may delete posts (Akkoma's messages_delete; elsewhere the role).
    delete: own || (isStaff(user) && hasPrivilege(user, 'messages_delete')),
    externalSource: !status.is_local && status.url !== '',
    copyLink: status.url !== '',
    translate: instance.features.translation,
    report: !own,
  }
}
