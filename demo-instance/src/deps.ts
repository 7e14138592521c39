/** What every route module gets: the store, the streaming hub, faults and options. */

import type { FaultRegistry } from './faults.ts'
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
  /** Reseed the state in place (keeps the data directory). */
  reseed(): void
}
