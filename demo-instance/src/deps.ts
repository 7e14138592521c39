/** What every route module gets: the store, the streaming hub, faults and options. */

import type { Federation } from './federation.ts'
import type { FaultRegistry } from './faults.ts'
import type { Outbox } from './outbox.ts'
import type { ServerMode } from './server-mode.ts'
import type { Store } from './store.ts'
import type { StreamingHub } from './streaming.ts'

export interface Deps {
  store: Store
  hub: StreamingHub
  faults: FaultRegistry
  faultsEnabled: boolean
  /** Which server the demo answers like (server-mode.ts); tests switch it at run time. */
  mode: ServerMode
  /** Directory of a built web client to serve on the same origin, if any. */
  staticDir: string | null
  /** Where the state lives; the outbox folder (outbox.ts) is inside it. */
  dataDir: string
  /** The mails the instance "sends" (outbox.ts). */
  outbox: Outbox
  /** Federation with a peer demo instance (--peer), if any (federation.ts). */
  federation: Federation | null
  /** Reseed the state in place (keeps the data directory). */
  reseed(): void
}
