/** What every route module gets: the store, the streaming hub, faults and options. */

import type { Hono } from 'hono'
import type { FaultRegistry } from './controls/faults.ts'
import type { AppEnv } from './http/plumbing.ts'
import type { AccountRecord, StatusRecord } from './model/records.ts'
import type { Outbox } from './model/outbox.ts'
import type { ServerMode } from './controls/server-mode.ts'
import type { Store } from './model/store.ts'
import type { StreamingHub } from './http/streaming.ts'

export interface Deps {
  store: Store
  hub: StreamingHub
  faults: FaultRegistry
  faultsEnabled: boolean
  /** Which server the demo answers like (controls/server-mode.ts); tests switch it at run time. */
  mode: ServerMode
  /** Directory of a built web client to serve on the same origin, if any. */
  staticDir: string | null
  /** Where the state lives; the outbox folder (model/outbox.ts) is inside it. */
  dataDir: string
  /** The mails the instance "sends" (model/outbox.ts). */
  outbox: Outbox
  /** Federation with a peer demo instance (--peer), if any (federation/peer.ts). */
  federation: PeerFederation | null
  /** Reseed the state in place (keeps the data directory). */
  reseed(): void
}

/**
 * What routes and actions ask of the link to a peer instance. Federation in
 * federation/peer.ts implements it; naming only these methods here keeps
 * this module from importing the federation, which itself works with Deps.
 */
export interface PeerFederation {
  /** The /__federation/ endpoints the peer calls. */
  routes(): Hono<AppEnv>
  onPublish(status: StatusRecord): void
  onDelete(status: StatusRecord): void
  onFollow(follower: AccountRecord, target: AccountRecord): void
  onUnfollow(follower: AccountRecord, target: AccountRecord): void
  onAccept(target: AccountRecord, requester: AccountRecord): void
  /** Fetch a `user@peer` handle or a peer URL from the peer before a search answers. */
  resolve(query: string): Promise<void>
  /** Fetch the peer accounts a post mentions, so its mentions link to them. */
  resolveMentions(source: string): Promise<void>
}
