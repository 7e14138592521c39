/**
 * The central state store: typed records, lookup indexes, and persistence
 * to a JSON file (written ~200 ms after a change and on shutdown).
 *
 * Route handlers read through the lookup methods and mutate through the
 * `add*`/`remove*` methods (or mutate a record in place and call
 * `changed()`), so the indexes and the file always stay in step.
 */

import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { FlakeIdGenerator, Worker } from './ids.ts'
import type {
  AccountBlockRecord,
  AccountMuteRecord,
  AccountRecord,
  AnnouncementRecord,
  DomainBlockRecord,
  AppRecord,
  AuthCodeRecord,
  DemoState,
  FollowRecord,
  FollowedTagRecord,
  ListRecord,
  MediaRecord,
  MfaTokenRecord,
  NotificationRecord,
  ReportRecord,
  StatusRecord,
  TokenRecord,
} from './records.ts'
import { acctOf } from './records.ts'

export const STATE_FILE_NAME = 'state.json'
const SAVE_DEBOUNCE_MS = 200

export function emptyState(seededAt: string): DemoState {
  return {
    version: 1,
    seededAt,
    accounts: [],
    statuses: [],
    media: [],
    follows: [],
    notifications: [],
    apps: [],
    tokens: [],
    authCodes: [],
    mfaTokens: [],
    nextTokenId: 1,
    lists: [],
    followedTags: [],
    threadMutes: [],
    blocks: [],
    mutes: [],
    domainBlocks: [],
    accountNotes: [],
    announcements: [],
    backups: [],
    frontendSettingsProfiles: [],
  }
}

/**
 * Fill fields added after a state file was written (older files load with
 * the defaults: no polls, reactions, lists, ...).
 */
export function upgradeState(state: DemoState): DemoState {
  state.lists ??= []
  state.followedTags ??= []
  state.threadMutes ??= []
  state.blocks ??= []
  state.mutes ??= []
  state.domainBlocks ??= []
  state.accountNotes ??= []
  state.announcements ??= []
  state.backups ??= []
  state.frontendSettingsProfiles ??= []
  state.reports ??= []
  for (const status of state.statuses) {
    status.poll ??= null
    status.reactions ??= []
    status.history ??= []
    status.inReplyToUuid ??= null
    status.quoteId ??= null
    status.quoteUuid ??= null
    status.quoteAccountId ??= null
  }
  for (const media of state.media) media.format ??= 'svg'
  return state
}

export class Store {
  state: DemoState
  readonly ids = {
    account: new FlakeIdGenerator(Worker.account),
    status: new FlakeIdGenerator(Worker.status),
    notification: new FlakeIdGenerator(Worker.notification),
    follow: new FlakeIdGenerator(Worker.follow),
    media: new FlakeIdGenerator(Worker.media),
    misc: new FlakeIdGenerator(Worker.misc),
  }

  private accountsById = new Map<string, AccountRecord>()
  private accountsByAcct = new Map<string, AccountRecord>()
  private statusesById = new Map<string, StatusRecord>()
  /** Status ids in ascending (creation) order. */
  private statusOrder: string[] = []
  private statusesByAccount = new Map<string, StatusRecord[]>()
  private repliesByParent = new Map<string, StatusRecord[]>()
  private reblogsByOriginal = new Map<string, StatusRecord[]>()
  private mediaById = new Map<string, MediaRecord>()
  private statusesByPoll = new Map<string, StatusRecord>()
  private threadMuteKeys = new Set<string>()
  private followedTagsByAccount = new Map<string, Set<string>>()
  private tokensByValue = new Map<string, TokenRecord>()
  private saveTimer: NodeJS.Timeout | null = null
  private readonly file: string | null

  constructor(
    state: DemoState,
    /** Where the state file (and uploaded media) live; null keeps everything in memory. */
    readonly dataDir: string | null,
  ) {
    this.file = dataDir ? join(dataDir, STATE_FILE_NAME) : null
    this.state = upgradeState(state)
    this.reindex()
  }

  /** Read the state file of `dataDir`, or `null` when there is none. */
  static readStateFile(dataDir: string): DemoState | null {
    const file = join(dataDir, STATE_FILE_NAME)
    if (!existsSync(file)) return null
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as DemoState
    return parsed.version === 1 ? parsed : null
  }

  static deleteStateFile(dataDir: string): void {
    rmSync(join(dataDir, STATE_FILE_NAME), { force: true })
  }

  /** Replace the whole state (reset) and rebuild the indexes. */
  replace(state: DemoState): void {
    this.state = upgradeState(state)
    this.reindex()
    this.changed()
  }

  private reindex(): void {
    this.accountsById.clear()
    this.accountsByAcct.clear()
    this.statusesById.clear()
    this.statusesByAccount.clear()
    this.repliesByParent.clear()
    this.reblogsByOriginal.clear()
    this.mediaById.clear()
    this.statusesByPoll.clear()
    this.threadMuteKeys.clear()
    this.followedTagsByAccount.clear()
    this.tokensByValue.clear()
    for (const account of this.state.accounts) this.indexAccount(account)
    this.state.statuses.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    this.statusOrder = []
    for (const status of this.state.statuses) this.indexStatus(status)
    for (const media of this.state.media) {
      this.mediaById.set(media.id, media)
      this.ids.media.observe(media.id)
    }
    for (const token of this.state.tokens) this.tokensByValue.set(token.token, token)
    for (const n of this.state.notifications) this.ids.notification.observe(n.id)
    for (const f of this.state.follows) this.ids.follow.observe(f.id)
    for (const mute of this.state.threadMutes) this.threadMuteKeys.add(muteKey(mute))
    for (const a of this.state.announcements) this.ids.misc.observe(a.id)
    for (const d of this.state.domainBlocks) {
      if (d.id) this.ids.misc.observe(d.id)
      else d.id = this.ids.misc.next(Date.now())
    }
    for (const b of this.state.backups) this.ids.misc.observe(b.id)
    for (const tag of this.state.followedTags) {
      this.ids.misc.observe(tag.id)
      this.indexFollowedTag(tag)
    }
  }

  private indexFollowedTag(tag: FollowedTagRecord): void {
    const names = this.followedTagsByAccount.get(tag.accountId)
    if (names) names.add(tag.name)
    else this.followedTagsByAccount.set(tag.accountId, new Set([tag.name]))
  }

  private indexAccount(account: AccountRecord): void {
    this.accountsById.set(account.id, account)
    this.accountsByAcct.set(acctOf(account).toLowerCase(), account)
    this.ids.account.observe(account.id)
  }

  private indexStatus(status: StatusRecord): void {
    this.statusesById.set(status.id, status)
    this.statusOrder.push(status.id)
    pushTo(this.statusesByAccount, status.accountId, status)
    if (status.inReplyToId) pushTo(this.repliesByParent, status.inReplyToId, status)
    if (status.reblogOfId) pushTo(this.reblogsByOriginal, status.reblogOfId, status)
    if (status.poll) {
      this.statusesByPoll.set(status.poll.id, status)
      this.ids.misc.observe(status.poll.id)
    }
    this.ids.status.observe(status.id)
  }

  // ------------------------------------------------------------ persistence

  /** Schedule a debounced write of the state file. */
  changed(): void {
    if (!this.file || this.saveTimer) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null
      this.flush()
    }, SAVE_DEBOUNCE_MS)
    this.saveTimer.unref()
  }

  /** Write the state file now (atomically, via a temporary file). */
  flush(): void {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer)
      this.saveTimer = null
    }
    if (!this.file || !this.dataDir) return
    mkdirSync(this.dataDir, { recursive: true })
    const tmp = `${this.file}.tmp`
    writeFileSync(tmp, JSON.stringify(this.state))
    renameSync(tmp, this.file)
  }

  // --------------------------------------------------------------- accounts

  accounts(): readonly AccountRecord[] {
    return this.state.accounts
  }

  account(id: string): AccountRecord | undefined {
    return this.accountsById.get(id)
  }

  /** Look up by `nick` (local) or `nick@host` (remote); a leading @ is ignored. */
  accountByAcct(acct: string): AccountRecord | undefined {
    return this.accountsByAcct.get(acct.replace(/^@/, '').toLowerCase())
  }

  /** Local account by nickname or e-mail (what the login form accepts). */
  localAccountByLogin(login: string): AccountRecord | undefined {
    const needle = login.trim().toLowerCase()
    return this.state.accounts.find(
      (a) =>
        a.domain === null &&
        (a.username.toLowerCase() === needle || a.email?.toLowerCase() === needle),
    )
  }

  addAccount(account: AccountRecord): void {
    this.state.accounts.push(account)
    this.indexAccount(account)
    this.changed()
  }

  // --------------------------------------------------------------- statuses

  status(id: string): StatusRecord | undefined {
    return this.statusesById.get(id)
  }

  /** All statuses, newest first. */
  *statusesNewestFirst(): Generator<StatusRecord> {
    for (let i = this.statusOrder.length - 1; i >= 0; i -= 1) {
      const status = this.statusesById.get(this.statusOrder[i] ?? '')
      if (status) yield status
    }
  }

  statusesOf(accountId: string): readonly StatusRecord[] {
    return this.statusesByAccount.get(accountId) ?? []
  }

  repliesTo(statusId: string): readonly StatusRecord[] {
    return this.repliesByParent.get(statusId) ?? []
  }

  reblogsOf(statusId: string): readonly StatusRecord[] {
    return this.reblogsByOriginal.get(statusId) ?? []
  }

  addStatus(status: StatusRecord): void {
    const lastId = this.statusOrder[this.statusOrder.length - 1]
    this.state.statuses.push(status)
    if (lastId !== undefined && status.id < lastId) {
      // Out-of-order insert (never happens with generated ids): rebuild.
      this.reindex()
    } else {
      this.indexStatus(status)
    }
    this.changed()
  }

  /** Add many statuses at once, in any order (the seed's hand-written scenes). */
  addStatuses(statuses: readonly StatusRecord[]): void {
    this.state.statuses.push(...statuses)
    this.reindex()
    this.changed()
  }

  /** Register a poll added to an existing status (edits). */
  indexPoll(status: StatusRecord): void {
    if (status.poll) this.statusesByPoll.set(status.poll.id, status)
  }

  /** The status carrying poll `pollId`. */
  statusOfPoll(pollId: string): StatusRecord | undefined {
    const status = this.statusesByPoll.get(pollId)
    return status?.poll?.id === pollId && this.statusesById.has(status.id) ? status : undefined
  }

  removeStatus(id: string): void {
    const status = this.statusesById.get(id)
    if (!status) return
    this.state.statuses = this.state.statuses.filter((s) => s.id !== id)
    this.statusesById.delete(id)
    this.statusOrder = this.statusOrder.filter((s) => s !== id)
    removeFrom(this.statusesByAccount, status.accountId, id)
    if (status.inReplyToId) removeFrom(this.repliesByParent, status.inReplyToId, id)
    if (status.reblogOfId) removeFrom(this.reblogsByOriginal, status.reblogOfId, id)
    if (status.poll) this.statusesByPoll.delete(status.poll.id)
    this.changed()
  }

  // ------------------------------------------------------------------ media

  media(id: string): MediaRecord | undefined {
    return this.mediaById.get(id)
  }

  addMedia(media: MediaRecord): void {
    this.state.media.push(media)
    this.mediaById.set(media.id, media)
    this.changed()
  }

  addManyMedia(media: readonly MediaRecord[]): void {
    for (const m of media) {
      this.state.media.push(m)
      this.mediaById.set(m.id, m)
    }
    this.changed()
  }

  // ---------------------------------------------------------- thread mutes

  isThreadMuted(accountId: string | undefined, context: string): boolean {
    return accountId !== undefined && this.threadMuteKeys.has(`${accountId}|${context}`)
  }

  /** Returns false when the thread was already muted. */
  muteThread(accountId: string, context: string): boolean {
    const mute = { accountId, context }
    if (this.threadMuteKeys.has(muteKey(mute))) return false
    this.state.threadMutes.push(mute)
    this.threadMuteKeys.add(muteKey(mute))
    this.changed()
    return true
  }

  unmuteThread(accountId: string, context: string): void {
    const key = muteKey({ accountId, context })
    if (!this.threadMuteKeys.delete(key)) return
    this.state.threadMutes = this.state.threadMutes.filter((m) => muteKey(m) !== key)
    this.changed()
  }

  // ---------------------------------------------------------- followed tags

  followedTagNames(accountId: string): ReadonlySet<string> {
    return this.followedTagsByAccount.get(accountId) ?? EMPTY_SET
  }

  followedTagsOf(accountId: string): FollowedTagRecord[] {
    return this.state.followedTags.filter((t) => t.accountId === accountId)
  }

  addFollowedTag(tag: FollowedTagRecord): void {
    if (this.followedTagNames(tag.accountId).has(tag.name)) return
    this.state.followedTags.push(tag)
    this.indexFollowedTag(tag)
    this.changed()
  }

  removeFollowedTag(accountId: string, name: string): void {
    const names = this.followedTagsByAccount.get(accountId)
    if (!names?.delete(name)) return
    this.state.followedTags = this.state.followedTags.filter(
      (t) => !(t.accountId === accountId && t.name === name),
    )
    this.changed()
  }

  // ------------------------------------------------------- account notes

  accountNote(accountId: string, targetId: string): string {
    return (
      this.state.accountNotes.find((n) => n.accountId === accountId && n.targetId === targetId)
        ?.comment ?? ''
    )
  }

  setAccountNote(accountId: string, targetId: string, comment: string): void {
    const notes = this.state.accountNotes.filter(
      (n) => !(n.accountId === accountId && n.targetId === targetId),
    )
    if (comment !== '') notes.push({ accountId, targetId, comment })
    this.state.accountNotes = notes
    this.changed()
  }

  // ------------------------------------------- account blocks, mutes, domains

  block(accountId: string, targetId: string): AccountBlockRecord | undefined {
    return this.state.blocks.find((b) => b.accountId === accountId && b.targetId === targetId)
  }

  isBlocking(accountId: string, targetId: string): boolean {
    return this.block(accountId, targetId) !== undefined
  }

  blocksOf(accountId: string): AccountBlockRecord[] {
    return this.state.blocks.filter((b) => b.accountId === accountId)
  }

  addBlock(block: AccountBlockRecord): void {
    if (this.isBlocking(block.accountId, block.targetId)) return
    this.state.blocks.push(block)
    this.changed()
  }

  removeBlock(accountId: string, targetId: string): void {
    const existing = this.block(accountId, targetId)
    if (!existing) return
    this.state.blocks = this.state.blocks.filter((b) => b !== existing)
    this.changed()
  }

  mute(accountId: string, targetId: string): AccountMuteRecord | undefined {
    return this.state.mutes.find((m) => m.accountId === accountId && m.targetId === targetId)
  }

  isMuting(accountId: string, targetId: string): boolean {
    return this.mute(accountId, targetId) !== undefined
  }

  mutesOf(accountId: string): AccountMuteRecord[] {
    return this.state.mutes.filter((m) => m.accountId === accountId)
  }

  /** Adds the mute, or updates the notifications flag of an existing one. */
  addMute(mute: AccountMuteRecord): void {
    const existing = this.mute(mute.accountId, mute.targetId)
    if (existing) existing.notifications = mute.notifications
    else this.state.mutes.push(mute)
    this.changed()
  }

  removeMute(accountId: string, targetId: string): void {
    const existing = this.mute(accountId, targetId)
    if (!existing) return
    this.state.mutes = this.state.mutes.filter((m) => m !== existing)
    this.changed()
  }

  domainBlocksOf(accountId: string): string[] {
    return this.domainBlockRecordsOf(accountId).map((d) => d.domain)
  }

  /** The account's domain blocks, newest first (every record has its id after load). */
  domainBlockRecordsOf(accountId: string): (DomainBlockRecord & { id: string })[] {
    return this.state.domainBlocks
      .filter((d): d is DomainBlockRecord & { id: string } => d.accountId === accountId && !!d.id)
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
  }

  isDomainBlocked(accountId: string, domain: string | null): boolean {
    if (domain === null) return false
    const host = domain.toLowerCase()
    return this.state.domainBlocks.some((d) => d.accountId === accountId && d.domain === host)
  }

  addDomainBlock(accountId: string, domain: string): void {
    const host = domain.toLowerCase()
    if (this.isDomainBlocked(accountId, host)) return
    this.state.domainBlocks.push({ id: this.ids.misc.next(Date.now()), accountId, domain: host })
    this.changed()
  }

  removeDomainBlock(accountId: string, domain: string): void {
    const host = domain.toLowerCase()
    const before = this.state.domainBlocks.length
    this.state.domainBlocks = this.state.domainBlocks.filter(
      (d) => !(d.accountId === accountId && d.domain === host),
    )
    if (this.state.domainBlocks.length !== before) this.changed()
  }

  // ------------------------------------------------------------------ lists

  listsOf(accountId: string): ListRecord[] {
    return this.state.lists.filter((l) => l.accountId === accountId)
  }

  list(accountId: string, id: string): ListRecord | undefined {
    return this.state.lists.find((l) => l.id === id && l.accountId === accountId)
  }

  /** Lists get small integer ids, as in Akkoma. */
  addList(accountId: string, title: string): ListRecord {
    const next = this.state.lists.reduce((max, l) => Math.max(max, Number(l.id) || 0), 0) + 1
    const list: ListRecord = { id: String(next), accountId, title, memberIds: [] }
    this.state.lists.push(list)
    this.changed()
    return list
  }

  removeList(list: ListRecord): void {
    this.state.lists = this.state.lists.filter((l) => l !== list)
    this.changed()
  }

  // ---------------------------------------------------------- announcements

  /** Oldest first, as Akkoma lists them. */
  announcements(): readonly AnnouncementRecord[] {
    return this.state.announcements
  }

  announcement(id: string): AnnouncementRecord | undefined {
    return this.state.announcements.find((a) => a.id === id)
  }

  addAnnouncement(announcement: AnnouncementRecord): void {
    this.state.announcements.push(announcement)
    this.changed()
  }

  removeAnnouncement(id: string): boolean {
    const before = this.state.announcements.length
    this.state.announcements = this.state.announcements.filter((a) => a.id !== id)
    if (this.state.announcements.length === before) return false
    this.changed()
    return true
  }

  // ---------------------------------------------------------------- reports

  /** Oldest first. */
  reports(): ReportRecord[] {
    return (this.state.reports ??= [])
  }

  report(id: string): ReportRecord | undefined {
    return this.reports().find((r) => r.id === id)
  }

  addReport(report: ReportRecord): void {
    this.reports().push(report)
    this.changed()
  }

  /**
   * Removes an account and what only it gave meaning to (Akkoma's user
   * deletion: posts, follows, notifications, tokens, blocks, mutes, list
   * memberships). Reports about it stay, as Akkoma keeps the Flag.
   */
  removeAccount(id: string): void {
    const account = this.accountsById.get(id)
    if (!account) return
    for (const status of [...this.statusesOf(id)]) this.removeStatus(status.id)
    const s = this.state
    s.follows = s.follows.filter((f) => f.followerId !== id && f.followingId !== id)
    s.notifications = s.notifications.filter((n) => n.accountId !== id && n.fromAccountId !== id)
    for (const token of s.tokens.filter((t) => t.accountId === id))
      this.tokensByValue.delete(token.token)
    s.tokens = s.tokens.filter((t) => t.accountId !== id)
    s.blocks = s.blocks.filter((b) => b.accountId !== id && b.targetId !== id)
    s.mutes = s.mutes.filter((m) => m.accountId !== id && m.targetId !== id)
    s.accountNotes = s.accountNotes.filter((n) => n.accountId !== id && n.targetId !== id)
    s.lists = s.lists.filter((l) => l.accountId !== id)
    for (const list of s.lists) list.memberIds = list.memberIds.filter((m) => m !== id)
    s.accounts = s.accounts.filter((a) => a.id !== id)
    this.accountsById.delete(id)
    this.accountsByAcct.delete(acctOf(account).toLowerCase())
    this.changed()
  }

  // ---------------------------------------------------------------- follows

  follow(followerId: string, followingId: string): FollowRecord | undefined {
    return this.state.follows.find(
      (f) => f.followerId === followerId && f.followingId === followingId,
    )
  }

  isFollowing(followerId: string, followingId: string): boolean {
    return this.follow(followerId, followingId)?.state === 'accepted'
  }

  /** Accepted follows where `accountId` is the follower. */
  followingOf(accountId: string): FollowRecord[] {
    return this.state.follows.filter((f) => f.followerId === accountId && f.state === 'accepted')
  }

  /** Accepted follows where `accountId` is followed. */
  followersOf(accountId: string): FollowRecord[] {
    return this.state.follows.filter((f) => f.followingId === accountId && f.state === 'accepted')
  }

  followRequestsFor(accountId: string): FollowRecord[] {
    return this.state.follows.filter((f) => f.followingId === accountId && f.state === 'pending')
  }

  addFollow(follow: FollowRecord): void {
    this.state.follows.push(follow)
    this.changed()
  }

  removeFollow(followerId: string, followingId: string): FollowRecord | undefined {
    const existing = this.follow(followerId, followingId)
    if (!existing) return undefined
    this.state.follows = this.state.follows.filter((f) => f !== existing)
    this.changed()
    return existing
  }

  // ---------------------------------------------------------- notifications

  notificationsFor(accountId: string): NotificationRecord[] {
    return this.state.notifications.filter((n) => n.accountId === accountId)
  }

  addNotification(notification: NotificationRecord): void {
    this.state.notifications.push(notification)
    this.changed()
  }

  removeNotifications(predicate: (n: NotificationRecord) => boolean): void {
    const before = this.state.notifications.length
    this.state.notifications = this.state.notifications.filter((n) => !predicate(n))
    if (this.state.notifications.length !== before) this.changed()
  }

  // ------------------------------------------------------------------ oauth

  appByClientId(clientId: string): AppRecord | undefined {
    return this.state.apps.find((a) => a.clientId === clientId)
  }

  app(id: string): AppRecord | undefined {
    return this.state.apps.find((a) => a.id === id)
  }

  addApp(app: AppRecord): void {
    this.state.apps.push(app)
    this.changed()
  }

  token(value: string): TokenRecord | undefined {
    const token = this.tokensByValue.get(value)
    if (!token) return undefined
    return Date.parse(token.validUntil) > Date.now() ? token : undefined
  }

  tokenByRefresh(appId: string, refreshToken: string): TokenRecord | undefined {
    return this.state.tokens.find((t) => t.appId === appId && t.refreshToken === refreshToken)
  }

  addToken(token: Omit<TokenRecord, 'id'>): TokenRecord {
    const record: TokenRecord = { id: this.state.nextTokenId, ...token }
    this.state.nextTokenId += 1
    this.state.tokens.push(record)
    this.tokensByValue.set(record.token, record)
    this.changed()
    return record
  }

  removeToken(token: TokenRecord): void {
    this.state.tokens = this.state.tokens.filter((t) => t !== token)
    this.tokensByValue.delete(token.token)
    this.changed()
  }

  addAuthCode(code: AuthCodeRecord): void {
    this.state.authCodes.push(code)
    this.changed()
  }

  authCode(code: string): AuthCodeRecord | undefined {
    return this.state.authCodes.find((c) => c.code === code)
  }

  addMfaToken(token: MfaTokenRecord): void {
    this.state.mfaTokens.push(token)
    this.changed()
  }

  mfaToken(value: string): MfaTokenRecord | undefined {
    return this.state.mfaTokens.find((t) => t.token === value)
  }

  removeMfaToken(value: string): void {
    this.state.mfaTokens = this.state.mfaTokens.filter((t) => t.token !== value)
    this.changed()
  }
}

const EMPTY_SET: ReadonlySet<string> = new Set()

function muteKey(mute: { accountId: string; context: string }): string {
  return `${mute.accountId}|${mute.context}`
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function removeFrom(map: Map<string, StatusRecord[]>, key: string, id: string): void {
  const list = map.get(key)
  if (!list) return
  const next = list.filter((s) => s.id !== id)
  if (next.length) map.set(key, next)
  else map.delete(key)
}
