import type { TimelineError } from '../../store/timelineState'

/** Timeline fetch errors as message keys with arguments. */
export function timelineErrorMessage(error: TimelineError): {
  key: string
  args?: Record<string, string>
} {
  switch (error.status) {
    case null:
      return { key: 'timeline.error_status.network' }
    case 429:
      return { key: 'timeline.error_status.429' }
    case 500:
      return { key: 'timeline.error_status.500' }
    case 503:
      return { key: 'timeline.error_status.503' }
    default:
      return { key: 'timeline.error_status.other', args: { code: String(error.status) } }
  }
}
