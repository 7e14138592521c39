/**
 * The two types every serializer shares: who is looking and from which
 * origin, and a JSON object as sent on the wire. They live apart from
 * serializers.ts so that the HTTP plumbing, the Card and the instance
 * documents can name them without importing every serializer.
 */

import type { AccountRecord } from '../model/records.ts'
import type { Store } from '../model/store.ts'

export interface ViewContext {
  store: Store
  /** e.g. `http://127.0.0.1:8080`, from the request's Host header. */
  origin: string
  viewer: AccountRecord | null
}

/** JSON object as sent on the wire. */
export type Json = Record<string, unknown>
