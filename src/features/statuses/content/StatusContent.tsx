import { memo, useId, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { StoredStatus } from '../../../store/entities'
import { Button } from '../../../ui/Button'
import { InlineText } from '../../../ui/richContent/RichContent'
import { shortenSubject } from './bodyRules'
import { useBodyDisplay } from './useBodyDisplay'
import styles from './Content.module.css'

interface StatusContentProps {
  status: StoredStatus
  focused?: boolean
  /** Everything the content warning hides: text, media, poll, card. */
  children: ReactNode
}

/** What a collapsed status holds besides text, so the reader knows what is behind the warning. */
function HiddenSummary({ status }: { status: StoredStatus }) {
  const { t } = useTranslation()
  const parts: string[] = []
  if (status.media_attachments.length > 0) {
    parts.push(t('status_content.hidden_attachments', { count: status.media_attachments.length }))
  }
  if (status.poll) parts.push(t('status_content.hidden_poll'))
  if (status.card) parts.push(t('status_content.hidden_card'))
  if (parts.length === 0) return null
  return <span className={styles.hiddenSummary}>({parts.join(', ')})</span>
}

/**
 * The content warning (subject) and the region it hides. Without a subject the children are shown as they are.
 */
export const StatusContent = memo(function StatusContent({
  status,
  focused = false,
  children,
}: StatusContentProps) {
  const { t } = useTranslation()
  const { view, toggle } = useBodyDisplay(status, focused)
  const regionId = useId()
  const subjectId = useId()
  if (!view.contentToggle) return <>{children}</>
  const subject = view.subjectShortened ? shortenSubject(status.spoiler_text) : status.spoiler_text
  return (
    <>
      <div className={styles.subject}>
        <p className={styles.subjectText} id={subjectId}>
          <span className="visually-hidden">{t('status_content.content_warning')} </span>
          <InlineText text={subject} emojis={status.emojis} />
        </p>
        <div className={styles.subjectControls}>
          {view.subjectToggle && (
            <Button
              variant="link"
              aria-expanded={!view.subjectShortened}
              aria-controls={subjectId}
              onClick={() => toggle('toggle-subject')}
            >
              {view.subjectShortened
                ? t('status_content.show_full_subject')
                : t('status_content.hide_full_subject')}
            </Button>
          )}
          <Button
            size="small"
            aria-expanded={!view.contentHidden}
            aria-controls={regionId}
            data-shortcut="toggleContent"
            aria-keyshortcuts="x"
            onClick={() => toggle('toggle-content')}
          >
            {view.contentHidden
              ? t('status_content.show_content')
              : t('status_content.hide_content')}
          </Button>
          {view.contentHidden && <HiddenSummary status={status} />}
        </div>
      </div>
      <div id={regionId} className={styles.region} hidden={view.contentHidden}>
        {/* Hidden content is not rendered at all: no media loads behind a warning. */}
        {view.contentHidden ? null : children}
      </div>
    </>
  )
})
