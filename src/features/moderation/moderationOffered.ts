import { useCurrentUser } from '../../store/currentUser'
import { moderationTabs } from '../../store/moderation'
import { useFeature } from '../../store/serverFeatures'

/** Whether the signed-in user gets the moderation entry (staff, on a server with the admin API). */
export function useModerationOffered(): boolean {
  const user = useCurrentUser()
  const adminApi = useFeature('adminApi')
  return adminApi && moderationTabs(user).length > 0
}
