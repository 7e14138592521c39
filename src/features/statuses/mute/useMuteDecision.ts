import type { ServerFeatures } from '../../../api/features'
import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { Account } from '../../../api/types'
import { useEntities, type StoredStatus } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { usePreferences, type Preferences } from '../../../store/preferences'
import {
  muteDecision,
  pickMentionedOffender,
  type MuteDecision,
  type MutePrefs,
  type MuteView,
} from './muteRules'
import { useMuteScope, type MuteScopeValue } from './muteScope'

const selectMutePrefs = (s: { prefs: Preferences }): MutePrefs => ({
  muteWords: s.prefs.muteWords,
  muteBotStatuses: s.prefs.muteBotStatuses,
  hideMutedPosts: s.prefs.hideMutedPosts,
  hideMutedThreads: s.prefs.hideMutedThreads,
  hideWordFilteredPosts: s.prefs.hideWordFilteredPosts,
  hideThreadsWithBlockedUsers: s.prefs.hideThreadsWithBlockedUsers,
  hideFilteredStatuses: s.prefs.hideFilteredStatuses,
})

export interface MuteInputs {
  outer: StoredStatus | undefined
  inner: StoredStatus | undefined
  author: Account | undefined
  repeater: Account | undefined
  view: MuteView | undefined
  focused: boolean | undefined
}

interface Gathered extends MuteInputs {
  offender: Account | undefined
  currentUserId: string | null
  prefs: MutePrefs
  scope: MuteScopeValue
  /** The signed-in user's mute and block lists (null before they load). */
  mutedIds: ReadonlySet<string> | null
  blockedIds: ReadonlySet<string> | null
  /** What a status's `muted` flag means on this server (api/features.ts decides). */
  serverMuteFlag: 'pleroma' | 'mastodon'
}

/**
 * Pleroma's `muted` says the author is muted; Mastodon's (and GoToSocial's)
 * says the conversation is. Before the server is known, Akkoma is assumed:
 * it is what this client is for.
 */
function muteFlagOf(features: ServerFeatures | undefined): 'pleroma' | 'mastodon' {
  return features === undefined || features.pleromaApi ? 'pleroma' : 'mastodon'
}

function decide(g: Gathered): MuteDecision | null {
  if (!g.outer || !g.inner || !g.author) return null
  return muteDecision(
    {
      status: g.inner,
      author: g.author,
      repeat: g.repeater ? { status: g.outer, account: g.repeater } : null,
      mentioned: g.offender ? [g.offender] : [],
    },
    {
      currentUserId: g.currentUserId,
      prefs: g.prefs,
      view: g.view ?? 'timeline',
      focused: g.focused,
      profileOwnerId: g.scope.profileOwnerId,
      mutedAccountIds: g.scope.mutedAccountIds ?? g.mutedIds ?? undefined,
      blockedAccountIds: g.scope.blockedAccountIds ?? g.blockedIds ?? undefined,
      serverMuteFlag: g.serverMuteFlag,
    },
  )
}

/**
 * StatusView's mute decision. Every input is a narrow selection (a few
 * primitives and cached objects), and the rules only re-run when one of
 * them changes.
 */
export function useMuteDecision(inputs: MuteInputs): MuteDecision | null {
  const { outer, inner, author, repeater, view, focused } = inputs
  const prefs = usePreferences(useShallow(selectMutePrefs))
  const currentUserId = useSession((s) => s.currentUserId)
  const serverMuteFlag = useSession((s) => muteFlagOf(s.instance?.features))
  const offender = useEntities((s) =>
    inner && inner.mentions.length > 0
      ? pickMentionedOffender(inner.mentions, s.accounts)
      : undefined,
  )
  const scope = useMuteScope()
  const mutedIds = useEntities((s) => s.mutedIds)
  const blockedIds = useEntities((s) => s.blockedIds)
  return useMemo(
    () =>
      decide({
        outer,
        inner,
        author,
        repeater,
        view,
        focused,
        offender,
        currentUserId,
        prefs,
        scope,
        mutedIds,
        blockedIds,
        serverMuteFlag,
      }),
    [
      outer,
      inner,
      author,
      repeater,
      view,
      focused,
      offender,
      currentUserId,
      prefs,
      scope,
      mutedIds,
      blockedIds,
      serverMuteFlag,
    ],
  )
}

/**
 * The same decision outside React, from the stores' current state: lets a
 * list leave out the statuses a hide option removes (a virtualized list
 * would otherwise hold empty rows).
 */
export function muteDecisionForStatus(
  id: string,
  view: MuteView = 'timeline',
  scope: MuteScopeValue = {},
): MuteDecision | null {
  const { statuses, accounts, mutedIds, blockedIds } = useEntities.getState()
  const session = useSession.getState()
  const outer = statuses[id]
  const inner = outer?.reblog_id ? statuses[outer.reblog_id] : outer
  return decide({
    outer,
    inner,
    author: inner ? accounts[inner.account_id] : undefined,
    repeater: outer?.reblog_id ? accounts[outer.account_id] : undefined,
    view,
    focused: false,
    offender: inner ? pickMentionedOffender(inner.mentions, accounts) : undefined,
    currentUserId: session.currentUserId,
    prefs: selectMutePrefs(usePreferences.getState()),
    scope,
    mutedIds,
    blockedIds,
    serverMuteFlag: muteFlagOf(session.instance?.features),
  })
}
