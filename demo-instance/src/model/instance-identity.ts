/** The instance's name and descriptions: the state's own (twin seed) or config.ts's. */

import { INSTANCE, PANEL_HTML } from '../config.ts'
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

/** The instance panel's HTML: the instance's own (twin seed) or config.ts's. */
export function panelHtmlOf(store: Store): string {
  return identityOf(store).panelHtml ?? PANEL_HTML
}
