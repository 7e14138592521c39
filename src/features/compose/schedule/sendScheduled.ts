import { api } from '../../../api/client'
import { ApiError } from '../../../api/errors'
import type { PostStatusParams } from '../../../api/endpoints/statuses'
import {
  cancelScheduledStatus,
  scheduleStatus,
  type ScheduledStatus,
} from '../../../api/endpoints/scheduledStatuses'
import { POSTED_NOTICE_TIMEOUT } from '../../../config/constants'
import { translator } from '../../../i18n/i18n'
import { intlLocaleOf } from '../../../i18n/languages'
import { pushNotice } from '../../../store/notices'
import { formatAbsolute } from '../../../ui/relativeTime'
import type { PostIdempotency } from '../idempotency'

/**
 * Deletes the scheduled post an edit replaces. One already gone (a retry
 * after the new one failed, or cancelled elsewhere) is no error.
 */
export async function removeReplaced(id: string): Promise<void> {
  try {
    await cancelScheduledStatus(api(), id)
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err
  }
}

/**
 * Schedules a post (the server answers a ScheduledStatus, which joins no
 * timeline) and says when it will go out, with the way to the list.
 */
export async function sendScheduledPost(
  params: PostStatusParams,
  at: string,
  idempotency: PostIdempotency,
): Promise<ScheduledStatus> {
  const scheduled = await scheduleStatus(api(), params, at, {
    idempotencyKey: idempotency.key(),
  })
  idempotency.clear()
  pushNotice('scheduled.scheduled_notice', {
    args: {
      time: formatAbsolute(
        new Date(scheduled.scheduled_at),
        intlLocaleOf(translator.locale || 'en'),
      ),
    },
    level: 'success',
    timeout: POSTED_NOTICE_TIMEOUT,
    link: { labelKey: 'scheduled.title', to: '/scheduled' },
  })
  return scheduled
}
