/**
 * Federation between two demo instances (`--peer URL`): just enough for a
 * client to be tried with accounts on two servers that follow and mention
 * each other. It stands in for ActivityPub with a small private JSON
 * protocol under /__federation/ (no signatures, no WebFinger; a demo):
 *
 * - GET  /__federation/actor/:username   a local account's profile
 * - GET  /__federation/status?url=URL    a local public or unlisted status by its url or uri
 * - POST /__federation/inbox             Follow, Undo (a follow), Accept and Reject (a follow
 *                                        or request), Create and Delete (a status), from the peer only
 *
 * What the peer's accounts and statuses become here are ordinary remote
 * records (domain = the peer's host, e.g. `127.0.0.1:9451`); their uri and
 * url point to the peer. Deliveries go out in order, one at a time, a moment
 * after the change (as a real server's queue does); a peer that is down
 * misses them.
 */

import { Hono } from 'hono'
import { deleteStatus, follow, publishStatus, unfollow } from '../model/actions.ts'
import { AKKOMA_VERSION } from '../config.ts'
import type { Deps, PeerFederation } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorJson } from '../http/plumbing.ts'
import type { AccountRecord, FollowRecord, StatusRecord, Visibility } from '../model/records.ts'
import { VISIBILITIES, accountDefaults } from '../model/records.ts'
import { renderContent } from '../render/content.ts'
import { renderLookup } from '../render/serializers.ts'
import { canView } from '../model/visibility.ts'

/** A local account as the peer learns it. */
export interface ActorDoc {
  username: string
  display_name: string
  note: string
  fields: { name: string; value: string }[]
  locked: boolean
  bot: boolean
  created_at: string
  art: number
}

/** A local status as the peer learns it; mentions are full handles (`@name@host`). */
export interface StatusDoc {
  id: string
  uuid: string
  url: string
  created_at: string
  visibility: Visibility
  source: string
  content_type: string
  spoiler_text: string
  sensitive: boolean
  language: string | null
  context: string
  in_reply_to_uuid: string | null
  author: ActorDoc
  /** The local accounts it mentions, so the peer knows them. */
  mentions: ActorDoc[]
}

type Activity =
  | { type: 'Follow' | 'Undo'; origin: string; actor: ActorDoc; object: string }
  | { type: 'Accept' | 'Reject'; origin: string; actor: ActorDoc; object: string }
  | { type: 'Create'; origin: string; status: StatusDoc }
  | { type: 'Delete'; origin: string; actor: ActorDoc; uuid: string }

const HANDLE_RE = /@([a-zA-Z0-9_]+)@([a-zA-Z0-9.-]+(?::\d{1,5})?)/g

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `@name` (not followed by a host) anywhere in `text`, as `@name@host`. */
function qualify(text: string, username: string, host: string): string {
  const re = new RegExp(`(^|[^\\w@/:.])@${escapeRegExp(username)}(?![\\w@])`, 'gi')
  return text.replace(re, `$1@${username}@${host}`)
}

export class Federation implements PeerFederation {
  readonly peerOrigin: string
  readonly peerHost: string
  /** This instance's own origin, known once it listens (server.ts sets it). */
  selfOrigin = ''
  private queue: Promise<void> = Promise.resolve()
  private deps: Deps | null = null
  /** While an activity of the peer is applied: its effects are not sent back. */
  private receiving = false

  constructor(peer: string) {
    const url = new URL(peer)
    this.peerOrigin = url.origin
    this.peerHost = url.host.toLowerCase()
  }

  attach(deps: Deps): void {
    this.deps = deps
  }

  private get selfHost(): string {
    return new URL(this.selfOrigin).host.toLowerCase()
  }

  private need(): Deps {
    if (!this.deps) throw new Error('federation: not attached')
    return this.deps
  }

  isPeerAccount(account: AccountRecord): boolean {
    return account.domain === this.peerHost
  }

  /** Resolves when every delivery queued so far has been sent (or failed). */
  settled(): Promise<void> {
    return this.queue
  }

  // ------------------------------------------------------------ outgoing

  private deliver(activity: Activity): void {
    if (this.receiving) return
    this.queue = this.queue.then(async () => {
      try {
        const response = await fetch(`${this.peerOrigin}/__federation/inbox`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(activity),
          signal: AbortSignal.timeout(5000),
        })
        await response.body?.cancel()
      } catch {
        // The peer is down or slow: the activity is lost, as with a dead server.
      }
    })
  }

  actorDoc(account: AccountRecord): ActorDoc {
    return {
      username: account.username,
      display_name: account.displayName,
      note: account.noteSource,
      fields: account.fields.map((f) => ({ name: f.name, value: f.value })),
      locked: account.locked,
      bot: account.bot,
      created_at: account.createdAt,
      art: account.art,
    }
  }

  statusDoc(status: StatusRecord): StatusDoc | null {
    const { store } = this.need()
    const author = store.account(status.accountId)
    if (!author || author.domain !== null) return null
    let source = status.source
    const mentions: ActorDoc[] = []
    for (const id of [status.accountId, ...status.mentionIds]) {
      const account = store.account(id)
      if (!account || account.domain !== null) continue
      source = qualify(source, account.username, this.selfHost)
      if (id !== status.accountId) mentions.push(this.actorDoc(account))
    }
    const parent = status.inReplyToId ? store.status(status.inReplyToId) : undefined
    return {
      id: status.id,
      uuid: status.objectUuid,
      url: `${this.selfOrigin}/notice/${status.id}`,
      created_at: status.createdAt,
      visibility: status.visibility,
      source,
      content_type: status.contentType,
      spoiler_text: status.spoilerText,
      sensitive: status.sensitive,
      language: status.language,
      context: status.context,
      in_reply_to_uuid: parent?.objectUuid ?? status.inReplyToUuid,
      author: this.actorDoc(author),
      mentions,
    }
  }

  /** After a status is published: to the peer if a follower or a mentioned account lives there. */
  onPublish(status: StatusRecord): void {
    const { store } = this.need()
    const author = store.account(status.accountId)
    if (!author || author.domain !== null || status.reblogOfId) return
    if (status.visibility === 'local') return
    const mentionsPeer = status.mentionIds.some((id) => {
      const account = store.account(id)
      return account ? this.isPeerAccount(account) : false
    })
    const followedFromPeer =
      status.visibility !== 'direct' &&
      store.followersOf(author.id).some((f) => {
        const follower = store.account(f.followerId)
        return follower ? this.isPeerAccount(follower) : false
      })
    if (!mentionsPeer && !followedFromPeer) return
    const doc = this.statusDoc(status)
    if (doc) this.deliver({ type: 'Create', origin: this.selfOrigin, status: doc })
  }

  onDelete(status: StatusRecord): void {
    const author = this.need().store.account(status.accountId)
    if (!author || author.domain !== null || status.reblogOfId || status.visibility === 'local')
      return
    this.deliver({
      type: 'Delete',
      origin: this.selfOrigin,
      actor: this.actorDoc(author),
      uuid: status.objectUuid,
    })
  }

  onFollow(follower: AccountRecord, target: AccountRecord): void {
    if (follower.domain !== null || !this.isPeerAccount(target)) return
    this.deliver({
      type: 'Follow',
      origin: this.selfOrigin,
      actor: this.actorDoc(follower),
      object: target.username,
    })
  }

  /** A follow ended: undone by a local follower, or a local account rejected or removed a peer's. */
  onUnfollow(follower: AccountRecord, target: AccountRecord): void {
    if (follower.domain === null && this.isPeerAccount(target)) {
      this.deliver({
        type: 'Undo',
        origin: this.selfOrigin,
        actor: this.actorDoc(follower),
        object: target.username,
      })
    } else if (target.domain === null && this.isPeerAccount(follower)) {
      this.deliver({
        type: 'Reject',
        origin: this.selfOrigin,
        actor: this.actorDoc(target),
        object: follower.username,
      })
    }
  }

  /** A local account accepted a follow request of one of the peer's accounts. */
  onAccept(target: AccountRecord, requester: AccountRecord): void {
    if (target.domain !== null || !this.isPeerAccount(requester)) return
    this.deliver({
      type: 'Accept',
      origin: this.selfOrigin,
      actor: this.actorDoc(target),
      object: requester.username,
    })
  }

  // ------------------------------------------------------------ incoming

  /** The peer's account, created or updated from what the peer says about it. */
  ensureAccount(doc: ActorDoc): AccountRecord {
    const { store } = this.need()
    const existing = store.accountByAcct(`${doc.username}@${this.peerHost}`)
    if (existing) {
      existing.displayName = doc.display_name
      existing.noteSource = doc.note
      existing.locked = doc.locked
      existing.bot = doc.bot
      store.changed()
      return existing
    }
    const createdMs = Date.parse(doc.created_at)
    const account: AccountRecord = {
      ...accountDefaults(),
      id: store.ids.account.next(Number.isFinite(createdMs) ? createdMs : Date.now()),
      username: doc.username,
      domain: this.peerHost,
      displayName: doc.display_name,
      noteSource: doc.note,
      fields: doc.fields.map((f) => ({ name: f.name, value: f.value, verifiedAt: null })),
      locked: doc.locked,
      bot: doc.bot,
      createdAt: doc.created_at,
      email: null,
      passwordHash: null,
      discoverable: true,
      art: doc.art,
      software: { name: 'akkoma', version: AKKOMA_VERSION },
    }
    store.addAccount(account)
    return account
  }

  /** The peer's status as a record here (stored once; `publish` streams and notifies it). */
  ingestStatus(doc: StatusDoc, publish: boolean): StatusRecord | null {
    const deps = this.need()
    const { store } = deps
    if (!VISIBILITIES.includes(doc.visibility) || doc.visibility === 'local') return null
    const author = this.ensureAccount(doc.author)
    const known = store.statusesOf(author.id).find((s) => s.objectUuid === doc.uuid)
    if (known) return known
    for (const mentioned of doc.mentions) this.ensureAccount(mentioned)
    // Handles of this instance's own accounts are local here: `@alice@me` is `@alice`.
    const ownHost = this.selfHost
    const source = doc.source.replace(HANDLE_RE, (whole, name: string, host: string) =>
      host.toLowerCase() === ownHost ? `@${name}` : whole,
    )
    const rendered = renderContent(source, doc.content_type, {
      origin: this.selfOrigin,
      lookup: renderLookup(store, this.selfOrigin),
    })
    const parent = doc.in_reply_to_uuid
      ? store.state.statuses.find((s) => s.objectUuid === doc.in_reply_to_uuid && !s.reblogOfId)
      : undefined
    const mentionIds = rendered.mentionIds.filter((id) => id !== author.id)
    if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId))
      mentionIds.unshift(parent.accountId)
    const status: StatusRecord = {
      // Its id here is from when it arrived, as Akkoma's are (flake ids by insertion).
      id: store.ids.status.next(Date.now()),
      accountId: author.id,
      createdAt: doc.created_at,
      editedAt: null,
      visibility: doc.visibility,
      source,
      contentType: doc.content_type,
      spoilerText: doc.spoiler_text,
      sensitive: doc.sensitive,
      language: doc.language,
      inReplyToId: parent?.id ?? null,
      inReplyToAccountId: parent?.accountId ?? null,
      inReplyToUuid: doc.in_reply_to_uuid,
      quoteId: null,
      quoteUuid: null,
      quoteAccountId: null,
      reblogOfId: null,
      mentionIds,
      tags: rendered.tags,
      emojis: rendered.emojis,
      context: parent?.context ?? doc.context,
      objectUuid: doc.uuid,
      mediaIds: [],
      favouritedBy: [],
      bookmarkedBy: [],
      pinnedAt: null,
      application: null,
      remoteUrl: doc.url,
      history: [],
      poll: null,
      reactions: [],
    }
    if (publish) publishStatus(deps, status)
    else store.addStatus(status)
    return status
  }

  private async fetchJson<T>(path: string): Promise<T | null> {
    try {
      const response = await fetch(`${this.peerOrigin}${path}`, {
        signal: AbortSignal.timeout(5000),
      })
      if (!response.ok) {
        await response.body?.cancel()
        return null
      }
      return (await response.json()) as T
    } catch {
      return null
    }
  }

  /** The peer's account `username`, asked of the peer when not known yet. */
  async resolveAccount(username: string): Promise<AccountRecord | null> {
    const known = this.need().store.accountByAcct(`${username}@${this.peerHost}`)
    if (known) return known
    const doc = await this.fetchJson<ActorDoc>(
      `/__federation/actor/${encodeURIComponent(username)}`,
    )
    return doc ? this.ensureAccount(doc) : null
  }

  /**
   * What a search with resolve=true (or an account lookup) names on the
   * peer: `@name@peer`, `name@peer`, a profile URL (`/users/name`, `/@name`)
   * or a status URL (`/notice/id`, `/objects/uuid`). Fetched and stored here,
   * so the ordinary search then finds it. Anything else: nothing to do.
   */
  async resolve(query: string): Promise<void> {
    const text = query.trim()
    const handle = /^@?([a-zA-Z0-9_]+)@([^@\s/]+)$/.exec(text)
    if (handle?.[1] && handle[2]) {
      if (handle[2].toLowerCase() === this.peerHost) await this.resolveAccount(handle[1])
      return
    }
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return
    }
    if (url.host.toLowerCase() !== this.peerHost) return
    const [first, second, ...rest] = url.pathname.split('/').filter(Boolean)
    if (!first || rest.length > 0) return
    if (first.startsWith('@') && !second) {
      await this.resolveAccount(decodeURIComponent(first.slice(1)))
    } else if (first === 'users' && second) {
      await this.resolveAccount(decodeURIComponent(second))
    } else if ((first === 'notice' || first === 'objects') && second) {
      const doc = await this.fetchJson<StatusDoc>(
        `/__federation/status?url=${encodeURIComponent(url.href)}`,
      )
      if (doc) this.ingestStatus(doc, false)
    }
  }

  /** Handles of the peer's accounts in a new post's text, fetched first so the post mentions them. */
  async resolveMentions(source: string): Promise<void> {
    for (const match of source.matchAll(HANDLE_RE)) {
      const [, name, host] = match
      if (name && host?.toLowerCase() === this.peerHost) await this.resolveAccount(name)
    }
  }

  // ---------------------------------------------------------------- routes

  routes(): Hono<AppEnv> {
    const app = new Hono<AppEnv>()

    app.get('/__federation/actor/:username', (c) => {
      const account = this.need().store.accountByAcct(c.req.param('username'))
      if (!account || account.domain !== null || account.deactivated)
        return errorJson(c, 404, 'Not found')
      return c.json(this.actorDoc(account))
    })

    app.get('/__federation/status', (c) => {
      const { store } = this.need()
      let url: URL
      try {
        url = new URL(c.req.query('url') ?? '')
      } catch {
        return errorJson(c, 400, 'url is required')
      }
      const [first, second] = url.pathname.split('/').filter(Boolean)
      const status =
        first === 'notice' && second
          ? store.status(second)
          : first === 'objects' && second
            ? store.state.statuses.find((s) => s.objectUuid === second && !s.reblogOfId)
            : undefined
      const doc = status && canView(store, status, null) ? this.statusDoc(status) : null
      return doc ? c.json(doc) : errorJson(c, 404, 'Not found')
    })

    app.post('/__federation/inbox', async (c) => {
      let activity: Activity
      try {
        activity = (await c.req.json()) as Activity
      } catch {
        return errorJson(c, 400, 'Invalid JSON body')
      }
      if (new URL(activity.origin || 'http://invalid').host.toLowerCase() !== this.peerHost)
        return errorJson(c, 403, 'Only the peer delivers here')
      this.receiving = true
      try {
        this.receive(activity)
      } finally {
        this.receiving = false
      }
      return c.json({})
    })

    return app
  }

  private receive(activity: Activity): void {
    const deps = this.need()
    const { store } = deps
    switch (activity.type) {
      case 'Create':
        this.ingestStatus(activity.status, true)
        return
      case 'Delete': {
        const author = store.accountByAcct(`${activity.actor.username}@${this.peerHost}`)
        const status = author
          ? store.statusesOf(author.id).find((s) => s.objectUuid === activity.uuid)
          : undefined
        if (status) deleteStatus(deps, status)
        return
      }
      case 'Follow':
      case 'Undo': {
        const target = store.accountByAcct(activity.object)
        if (!target || target.domain !== null || target.deactivated) return
        const follower = this.ensureAccount(activity.actor)
        if (activity.type === 'Follow') follow(deps, follower, target)
        else unfollow(deps, follower, target)
        return
      }
      case 'Reject': {
        const follower = store.accountByAcct(activity.object)
        const target = store.accountByAcct(`${activity.actor.username}@${this.peerHost}`)
        if (follower && target && follower.domain === null) unfollow(deps, follower, target)
        return
      }
      case 'Accept': {
        const requester = store.accountByAcct(activity.object)
        const target = store.accountByAcct(`${activity.actor.username}@${this.peerHost}`)
        const request: FollowRecord | undefined =
          requester && target ? store.follow(requester.id, target.id) : undefined
        if (!request || request.state !== 'pending' || !target || !requester) return
        request.state = 'accepted'
        store.changed()
        return
      }
    }
  }
}
