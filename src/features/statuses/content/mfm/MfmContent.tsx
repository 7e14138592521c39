import type { StoredStatus } from '../../../../store/entities'
import { usePref } from '../../../../store/preferences'
import { postContent, RichContent } from '../../../../ui/richContent/RichContent'
import { textWithLines } from '../bodyRules'
import { ErrorBoundary } from '../../../../ui/ErrorBoundary'
import { useMfmModule } from './mfmLoader'

/** Source media type that asks for Misskey markdown rendering. */
export const MFM_MEDIA_TYPE = 'text/x.misskeymarkdown'

export const isMfmStatus = (status: Pick<StoredStatus, 'media_type'>): boolean =>
  status.media_type === MFM_MEDIA_TYPE

interface MfmContentProps {
  status: StoredStatus
  restrictedNicknames?: readonly string[]
}

/**
 * An MFM status: the normal content while the renderer loads (or if it
 * cannot), then the MFM rendering.
 */
export function MfmContent({ status, restrictedNicknames }: MfmContentProps) {
  const hoverOnly = usePref('renderMfmOnHover')
  const loader = useMfmModule(true)
  const fallback = (
    <RichContent {...postContent(status)} restrictedNicknames={restrictedNicknames} />
  )
  if (loader.status !== 'ready') return fallback
  const { MfmBody } = loader.module
  return (
    // Anything going wrong inside the MFM renderer shows the normal sanitized content instead.
    <ErrorBoundary key={status.edited_at ?? ''} what="MFM rendering" fallback={fallback}>
      <MfmBody
        source={status.text ?? textWithLines(status.content)}
        html={status.content}
        lang={status.language}
        hoverOnly={hoverOnly}
        mentions={status.mentions}
        emojis={status.emojis}
        restrictedNicknames={restrictedNicknames}
      />
    </ErrorBoundary>
  )
}
