import { decodeEntities } from '../../../api/htmlEntities'
import type { Account, Mention, Relationship } from '../../../api/types'
import type { StoredStatus } from '../../../store/entities'
import type { Preferences } from '../../../store/preferences'

/**
 * When a post is hidden behind a muted notice or removed from view
 *. Pure: StatusView's hook gathers the inputs.
 */

export type MuteReason =
  | { kind: 'user' }
  | { kind: 'reblogger'; acct: string }
  | { kind: 'thread' }
  | { kind: 'word'; word: string }
  | { kind: 'bot' }
  | { kind: 'mention'; acct: string; relation: 'blocked' | 'muted' }

export interface MuteDecision {
  reasons: MuteReason[]
  /** A matching hide option is on: the post is removed from view. */
  hide: boolean
}

export type MuteAccount = Pick<Account, 'id' | 'acct' | 'bot' | 'relationship'>

export type MuteStatus = Pick<
  StoredStatus,
  'content' | 'text' | 'spoiler_text' | 'muted' | 'thread_muted' | 'mentions'
>

export interface MuteSubject {
  /** The post as displayed: for a repeat, the repeated post. */
  status: MuteStatus
  author: MuteAccount
  /** For a repeat: the wrapper and the account that repeated. */
  repeat?: { status: Pick<StoredStatus, 'muted' | 'thread_muted'>; account: MuteAccount } | null
  /** Accounts the cache knows for the post's mentions (unknown ones are skipped). */
  mentioned?: readonly MuteAccount[]
}

export type MutePrefs = Pick<
  Preferences,
  | 'muteWords'
  | 'muteBotStatuses'
  | 'hideMutedPosts'
  | 'hideMutedThreads'
  | 'hideWordFilteredPosts'
  | 'hideThreadsWithBlockedUsers'
  | 'hideFilteredStatuses'
>

export type MuteView = 'timeline' | 'conversation' | 'profile' | 'quote'

export interface MuteContext {
  currentUserId: string | null
  prefs: MutePrefs
  view?: MuteView
  /** The conversation's focused post: the viewer asked for it, so it always shows. */
  focused?: boolean
  /** On a profile page: whose profile it is. */
  profileOwnerId?: string | null
  /** Mute and block lists, when the caller has them (relationships may not be loaded). */
  mutedAccountIds?: ReadonlySet<string>
  blockedAccountIds?: ReadonlySet<string>
  /**
   * How to read the server's own `muted` flag on a status: Akkoma and
   * Pleroma set it for a muted author or thread (`thread_muted` tells which);
   * Mastodon sets it only for a muted conversation. Left out: ignored.
   */
  serverMuteFlag?: 'pleroma' | 'mastodon'
}

const lower = (s: string) => s.toLowerCase()

/** Text of server HTML, good enough for word matching (no DOM needed). */
export function plainTextOfHtml(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, ''))
}

/** Mute words found in the post's text or subject, case-insensitively, in preference order. */
export function muteWordHits(status: MuteStatus, muteWords: readonly string[]): string[] {
  const words = muteWords.map((w) => w.trim()).filter((w) => w !== '')
  if (words.length === 0) return []
  const text = lower(status.text ?? plainTextOfHtml(status.content))
  const subject = lower(status.spoiler_text)
  return words.filter((w) => {
    const needle = lower(w)
    return text.includes(needle) || subject.includes(needle)
  })
}

const isMuted = (a: MuteAccount, ctx: MuteContext) =>
  a.relationship?.muting === true || ctx.mutedAccountIds?.has(a.id) === true

const isBlocked = (a: Pick<MuteAccount, 'id' | 'relationship'>, ctx: MuteContext) =>
  a.relationship?.blocking === true || ctx.blockedAccountIds?.has(a.id) === true

/** The server's flag says the author (not the thread) is muted. */
const serverSaysUserMuted = (s: Pick<StoredStatus, 'muted' | 'thread_muted'>, ctx: MuteContext) =>
  ctx.serverMuteFlag === 'pleroma' && s.muted && !s.thread_muted

const serverSaysThreadMuted = (s: Pick<StoredStatus, 'muted' | 'thread_muted'>, ctx: MuteContext) =>
  s.thread_muted || (ctx.serverMuteFlag === 'mastodon' && s.muted)

/** Blocked or muted mentioned accounts, blocked ones first. */
function mentionReasons(subject: MuteSubject, ctx: MuteContext): MuteReason[] {
  const known = new Map((subject.mentioned ?? []).map((a) => [a.id, a]))
  const blocked: MuteReason[] = []
  const muted: MuteReason[] = []
  for (const m of subject.status.mentions) {
    if (m.id === ctx.currentUserId || m.id === subject.author.id) continue
    const account: MuteAccount = known.get(m.id) ?? {
      id: m.id,
      acct: m.acct,
      bot: false,
      relationship: null,
    }
    if (isBlocked(account, ctx))
      blocked.push({ kind: 'mention', acct: m.acct, relation: 'blocked' })
    else if (isMuted(account, ctx)) muted.push({ kind: 'mention', acct: m.acct, relation: 'muted' })
  }
  return [...blocked, ...muted]
}

function hidesFor(reason: MuteReason, prefs: MutePrefs): boolean {
  switch (reason.kind) {
    case 'user':
    case 'reblogger':
      return prefs.hideMutedPosts
    case 'thread':
      return prefs.hideMutedThreads
    case 'word':
      return prefs.hideWordFilteredPosts
    case 'bot':
      return false
    case 'mention':
      return reason.relation === 'blocked'
        ? prefs.hideThreadsWithBlockedUsers
        : prefs.hideMutedPosts
  }
}

/**
 * null when the post shows normally; otherwise why it is muted and whether a
 * hide option removes it from view. `hideFilteredStatuses` removes every
 * muted post.
 */
export function muteDecision(subject: MuteSubject, ctx: MuteContext): MuteDecision | null {
  const { status, author, repeat } = subject
  const me = ctx.currentUserId
  // One's own posts (and one's own repeats) are never muted.
  if (me !== null && (author.id === me || repeat?.account.id === me)) return null
  if (ctx.focused) return null

  const userMuted = isMuted(author, ctx) || serverSaysUserMuted(status, ctx)
  const reblogger = repeat ?? null
  const rebloggerMuted =
    reblogger !== null &&
    (isMuted(reblogger.account, ctx) || serverSaysUserMuted(reblogger.status, ctx))

  // The profile owner's own posts (and repeats) show on their profile,
  // unless the viewer muted the account itself.
  const ownerId = ctx.view === 'profile' ? ctx.profileOwnerId : null
  if (
    ownerId &&
    (author.id === ownerId || reblogger?.account.id === ownerId) &&
    !userMuted &&
    !rebloggerMuted
  ) {
    return null
  }

  const reasons: MuteReason[] = []
  if (userMuted) reasons.push({ kind: 'user' })
  if (rebloggerMuted && reblogger) reasons.push({ kind: 'reblogger', acct: reblogger.account.acct })
  // A muted thread still reads normally in its own conversation.
  if (serverSaysThreadMuted(status, ctx) && ctx.view !== 'conversation') {
    reasons.push({ kind: 'thread' })
  }
  for (const word of muteWordHits(status, ctx.prefs.muteWords)) reasons.push({ kind: 'word', word })
  if (ctx.prefs.muteBotStatuses && author.bot && ctx.view !== 'quote') reasons.push({ kind: 'bot' })
  reasons.push(...mentionReasons(subject, ctx))

  if (reasons.length === 0) return null
  const hide = ctx.prefs.hideFilteredStatuses || reasons.some((r) => hidesFor(r, ctx.prefs))
  return { reasons, hide }
}

/**
 * The first mentioned account the viewer blocked (else muted), from the
 * cache. A narrow store selector: it returns the cached object itself, so a
 * view re-renders only when that account changes.
 */
export function pickMentionedOffender(
  mentions: readonly Mention[],
  accounts: Readonly<Record<string, Account>>,
): Account | undefined {
  let muted: Account | undefined
  for (const m of mentions) {
    const a = accounts[m.id]
    const rel: Relationship | null | undefined = a?.relationship
    if (!a || !rel) continue
    if (rel.blocking) return a
    if (rel.muting && !muted) muted = a
  }
  return muted
}
