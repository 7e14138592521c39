/** The instance's name and descriptions: the state's own (twin seed) or config.ts's. */

import { INSTANCE } from './config.ts'
import type { InstanceIdentityRecord } from './records.ts'
import type { Store } from './store.ts'

export const DEFAULT_IDENTITY: Readonly<InstanceIdentityRecord> = {
  name: INSTANCE.name,
  shortDescription: INSTANCE.shortDescription,
  description: INSTANCE.description,
  email: INSTANCE.email,
  contactUsername: INSTANCE.contactUsername,
  thumbnailArt: 4,
}

export function identityOf(store: Store): Readonly<InstanceIdentityRecord> {
  return store.state.identity ?? DEFAULT_IDENTITY
}
