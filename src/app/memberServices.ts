import { startAnnouncementPolling } from '../features/announcements'
import { prepareEmojiPicker } from '../features/emoji'
import { loadRelationLists } from '../features/relationships'
import { afterStartPage } from '../features/timelines'
import { fetchCustomEmoji } from '../api/endpoints/instance'
import { api } from '../api/client'
import { DEFERRED_LOGIN_WORK_LIMIT } from '../config/constants'
import { hasFeature } from '../store/serverFeatures'
import { useSession } from '../store/session'

/*
 * What a member's session starts once signed in, beside live updates:
 * loaded as one chunk, after the first statuses, so a guest's first visit
 * carries none of it.
 */
export function startMemberServices(): void {
  // Start-up never asks for the custom emoji: signing in does, once,
  // after the first statuses (a large instance's list is over a megabyte).
  const emojiKnown = (useSession.getState().instance?.customEmoji.length ?? 0) > 0
  void afterStartPage(DEFERRED_LOGIN_WORK_LIMIT)
    .then(() => (emojiKnown ? undefined : reloadCustomEmoji()))
    // The emoji picker's first opening waited for its chunk and data to
    // download and parse (about half a second with 5,000 custom emoji): an
    // idle moment does it ahead. (A few hundred ms of work that a member
    // writing posts meets anyway; Akkoma's own front end loads its emoji at start.)
    .then(() =>
      whenIdle(() => void prepareEmojiPicker(useSession.getState().instance?.customEmoji ?? [])),
    )
  // Mute decisions read the real lists, not only the relationships cached so far.
  void loadRelationLists()
  // Their unread count is in the title on every screen, drawer opened or not.
  startAnnouncementPolling()
  // Settings sync reads the followed profile now and polls it, where the server
  // keeps profiles: loaded during the session, its piece starts at once.
  if (hasFeature('frontendSettingsSync'))
    void import('../features/settings/sync/syncService').catch((e: unknown) =>
      console.warn('Could not start the settings sync', e),
    )
}

const whenIdle = (run: () => void): void =>
  void ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1))

/**
 * Custom emoji again, now with the user's token (the login sequence loads them):
 * GoToSocial shows them to members only, so a guest's list was empty.
 */
async function reloadCustomEmoji(): Promise<void> {
  try {
    const customEmoji = await fetchCustomEmoji(api())
    const instance = useSession.getState().instance
    if (instance && customEmoji.length > 0) {
      useSession.getState().setInstance({ ...instance, customEmoji })
    }
  } catch (e) {
    console.warn('Could not load the custom emoji', e)
  }
}
