import { startAnnouncementPolling } from '../announcements/service'
import { loadRelationLists } from '../relationships/relationLists'
import { hasFeature } from '../../store/serverFeatures'

/*
 * What a member's session starts once signed in, beside live updates:
 * loaded as one chunk, after the first statuses, so a guest's first visit
 * carries none of it.
 */
export function startMemberServices(): void {
  // Mute decisions read the real lists, not only the relationships cached so far.
  void loadRelationLists()
  // Their unread count is in the title on every screen, drawer opened or not.
  startAnnouncementPolling()
  // Settings sync reads the followed profile now and polls it, where the server
  // keeps profiles: loaded during the session, its piece starts at once.
  if (hasFeature('frontendSettingsSync'))
    void import('../settings/sync/syncService').catch((e: unknown) =>
      console.warn('Could not start the settings sync', e),
    )
}
