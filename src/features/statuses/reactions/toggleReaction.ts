/**
 * Toggling the viewer's own reaction: applied to the cache at
 * once, then replaced by the server's count; a failure undoes it.
 */
import { addReaction, reactionName, removeReaction } from '../../../api/endpoints/reactions'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { serverErrorText } from '../poll/errorText'
import { applyReactionToggle, type PickedEmoji } from './reactionLogic'
import { clearReactionFailure, recordFailure } from './reactionFailures'
import { invalidateReactors } from './reactorsStore'

export type ToggleResult = { ok: true } | { ok: false; serverText: string | null }

/** One request per status and emoji at a time; a second click meanwhile is ignored. */
const pending = new Set<string>()

export async function toggleReaction(statusId: string, emoji: PickedEmoji): Promise<ToggleResult> {
  const name = reactionName(emoji.name)
  const key = `${statusId}\n${name}`
  const entities = useEntities.getState()
  const status = entities.statuses[statusId]
  if (!status || name === '' || pending.has(key)) return { ok: true }
  const me = useSession.getState().currentUserId
  const add = !status.emoji_reactions.some((r) => r.name === name && r.me)

  pending.add(key)
  clearReactionFailure(statusId)
  const before = status.emoji_reactions
  const optimistic = applyReactionToggle(before, emoji, add, me)
  entities.patchStatus(statusId, { emoji_reactions: optimistic })
  invalidateReactors(statusId)
  try {
    const updated = await (add ? addReaction : removeReaction)(api(), statusId, name)
    useEntities.getState().patchStatus(statusId, { emoji_reactions: updated.emoji_reactions })
    return { ok: true }
  } catch (error) {
    // Nothing else changed meanwhile: restore exactly what was there (order
    // included). Otherwise undo just this toggle, so the other changes stay.
    const current = useEntities.getState().statuses[statusId]
    if (current) {
      useEntities.getState().patchStatus(statusId, {
        emoji_reactions:
          current.emoji_reactions === optimistic
            ? before
            : applyReactionToggle(current.emoji_reactions, emoji, !add, me),
      })
    }
    const serverText = serverErrorText(error)
    recordFailure(statusId, serverText)
    return { ok: false, serverText }
  } finally {
    pending.delete(key)
    invalidateReactors(statusId)
  }
}
