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
  AccountRecord,
  AppRecord,
  AuthCodeRecord,
  DemoState,
  FollowRecord,
  MediaRecord,
  MfaTokenRecord,
  NotificationRecord,
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
  }
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
  private tokensByValue = new Map<string, TokenRecord>()
  private saveTimer: NodeJS.Timeout | null = null
  private readonly file: string | null

  constructor(
    state: DemoState,
    private readonly dataDir: string | null,
  ) {
    this.file = dataDir ? join(dataDir, STATE_FILE_NAME) : null
    this.state = state
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
    this.state = state
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

  removeStatus(id: string): void {
    const status = this.statusesById.get(id)
    if (!status) return
    this.state.statuses = this.state.statuses.filter((s) => s.id !== id)
    this.statusesById.delete(id)
    this.statusOrder = this.statusOrder.filter((s) => s !== id)
    removeFrom(this.statusesByAccount, status.accountId, id)
    if (status.inReplyToId) removeFrom(this.repliesByParent, status.inReplyToId, id)
    if (status.reblogOfId) removeFrom(this.reblogsByOriginal, status.reblogOfId, id)
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
