import { memo } from 'react'
import type { StoredStatus } from '../../../store/entities'
import { EditedMarker } from './EditedMarker'
import { MentionsLine } from './MentionsLine'
import { ReplyToLine } from './ReplyToLine'
import styles from './Content.module.css'

/** What comes between the status header and its body: reply-to line, edited marker, mentions line. */
export const StatusPreface = memo(function StatusPreface({ status }: { status: StoredStatus }) {
  const reply = status.in_reply_to_id !== null
  const edited = status.edited_at !== null
  const hasMentions = status.mentions.length > 0
  if (!reply && !edited && !hasMentions) return null
  return (
    <div className={styles.preface}>
      {(reply || edited) && (
        <div className={styles.prefaceRow}>
          {reply && <ReplyToLine status={status} />}
          {edited && <EditedMarker status={status} />}
        </div>
      )}
      {hasMentions && <MentionsLine status={status} />}
    </div>
  )
})
