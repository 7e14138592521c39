import { memo, useId } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { StoredStatus } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { usePref } from '../../../store/preferences'
import { postContent, RichContent } from '../../../ui/richContent/RichContent'
import { GreentextContent } from './GreentextContent'
import { isMfmStatus, MfmContent } from './mfm/MfmContent'
import { useBodyDisplay } from './useBodyDisplay'
import styles from './Content.module.css'

interface StatusTextProps {
  status: StoredStatus
  focused?: boolean
}

/**
 * The status text: MFM, greentext or plain rich content, collapsed to a
 * fixed height with show more / show less when it is tall.
 */
export const StatusText = memo(function StatusText({ status, focused = false }: StatusTextProps) {
  const { t } = useTranslation()
  const { view, toggle } = useBodyDisplay(status, focused)
  const textId = useId()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const greentext = usePref('greentext')
  const renderMfm = usePref('renderMisskeyMarkdown') && isMfmStatus(status)
  if (status.content.trim() === '') return null

  let body
  if (renderMfm) {
    body = <MfmContent status={status} restrictedNicknames={restricted} />
  } else {
    // The greentext preference only marks the quoted lines; the content and its context are the same.
    const Content = greentext ? GreentextContent : RichContent
    body = (
      <Content
        {...postContent(status)}
        restrictedNicknames={restricted}
        stripLeadingMentions={status.mentions.length > 0}
      />
    )
  }

  if (!view.tallToggle) return body
  return (
    <div className={styles.tall}>
      <div id={textId} className={view.tallCollapsed ? styles.tallCollapsed : undefined}>
        {body}
      </div>
      <Button
        variant="link"
        className={styles.tallToggle}
        aria-expanded={!view.tallCollapsed}
        aria-controls={textId}
        onClick={() => toggle('toggle-tall')}
      >
        {view.tallCollapsed ? t('status_content.show_more') : t('status_content.show_less')}
      </Button>
    </div>
  )
})
