import { memo, Suspense, useEffect } from 'react'
import { lazy } from '../../ui/lazy'
import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'
import type { Account } from '../../api/types'
import { useEntities, type StoredStatus } from '../../store/entities'
import { retainStatus } from '../../store/retention'
import { useSession } from '../../store/session'
import { RelativeTime } from '../../ui/RelativeTime'
import { formatAbsolute } from '../../ui/relativeTime'
import { profileLink } from '../../ui/profileLink'
import { useUserHighlight, StatusAvatar, StatusUserCard } from '../users'
import { useFilterDisplay } from '../filters'
import { InlineText } from '../../ui/richContent/RichContent'
import { StatusContent, StatusPreface, StatusText } from './content'
import { QuotedStatus } from './quote/QuotedStatus'
import { useTranslations } from './translation/translationEntries'
import { VisibilityIcon } from './VisibilityIcon'
import { MutedStatus } from './mute/MutedStatus'
import { useMuteDecision } from './mute/useMuteDecision'
import { InlineComposer } from './actions/InlineComposer'
import { StatusActions } from './actions/StatusActions'
import { AttachmentGallery } from '../media'
import { StatusCard } from './card/StatusCard'
import { EmojiReactions } from './reactions/EmojiReactions'
import { StatusStats } from './stats/StatusStats'
import styles from './StatusView.module.css'
import { toggleCard, useCardOpen } from './openCards'

// Most statuses have no poll: its code and words load with the first one shown.
const Poll = lazy(() => import('./poll/Poll').then((m) => ({ default: m.Poll })))
// A translation's view loads with the first translation someone asks for.
const StatusTranslation = lazy(() =>
  import('./translation/StatusTranslation').then((m) => ({ default: m.StatusTranslation })),
)

/** The status's translation, once one was asked for (a repeat shows the repeated status's). */
function TranslationSlot({ statusId }: { statusId: string }) {
  const asked = useTranslations((s) => {
    const id = useEntities.getState().statuses[statusId]?.reblog_id ?? statusId
    return s.byStatus[id] !== undefined
  })
  if (!asked) return null
  return (
    <Suspense fallback={null}>
      <StatusTranslation statusId={statusId} />
    </Suspense>
  )
}

/*
 * The status as timelines and conversations show it. Each part lives in its
 * own module under src/features/statuses/<part>/ (or src/features/media/)
 * and is mounted at one of the `slot:` markers below.
 */

export const accountName = (a: Account) => a.display_name || a.username

export interface StatusViewProps {
  id: string
  /** The conversation's focused status: highlighted, never collapsed. */
  focused?: boolean
  /** Where the status is shown; some preferences apply to one context only. */
  context?: 'timeline' | 'conversation' | 'profile' | 'quote'
}

function StatusHeader({ status, author }: { status: StoredStatus; author: Account }) {
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  return (
    <div className={styles.header}>
      <div className={styles.names}>
        <Link to={profileLink(author, restricted)} className={styles.name} data-shortcut="profile">
          <InlineText text={accountName(author)} emojis={author.emojis} />
        </Link>
        <span className={styles.acct} dir="ltr">
          @{author.acct}
        </span>
      </div>
      <div className={styles.meta}>
        <VisibilityIcon visibility={status.visibility} />
        <Link to={`/notice/${encodeURIComponent(status.id)}`} data-shortcut="open">
          <RelativeTime date={status.created_at} />
        </Link>
      </div>
    </div>
  )
}

/** Text, subject and everything a content warning hides (media, poll, card). */
function StatusBody({
  status,
  props,
}: {
  status: StoredStatus
  author: Account
  props: StatusViewProps
}) {
  // The content warning hides everything inside StatusContent (text, media, poll, card).
  return (
    <StatusContent status={status} focused={props.focused}>
      {/* slot:content-start */}
      <StatusText status={status} focused={props.focused} />
      {/* slot:gallery */}
      <AttachmentGallery status={status} context={props.context ?? 'timeline'} />
      {/* slot:poll */}
      {status.poll && (
        <Suspense fallback={null}>
          <Poll statusId={status.id} />
        </Suspense>
      )}
      {/* slot:card */}
      <StatusCard status={status} />
      {/* slot:content-end */}
      <TranslationSlot statusId={status.id} />
    </StatusContent>
  )
}

export const StatusView = memo(function StatusView(props: StatusViewProps) {
  const { id } = props
  // Whatever is on screen stays in the cache (see app/memoryKeeper.ts).
  useEffect(() => retainStatus(id), [id])
  const { t, i18n } = useTranslation()
  const outer = useEntities((s) => s.statuses[id])
  const inner = useEntities((s) => (outer?.reblog_id ? s.statuses[outer.reblog_id] : outer))
  const repeater = useEntities((s) => (outer?.reblog_id ? s.accounts[outer.account_id] : undefined))
  const author = useEntities((s) => (inner ? s.accounts[inner.account_id] : undefined))
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const mute = useMuteDecision({
    outer,
    inner,
    author,
    repeater,
    view: props.context,
    focused: props.focused,
  })
  // The member's server-side filters, beside the client's own mutes.
  const filter = useFilterDisplay(id, props.context, props.focused)
  const highlight = useUserHighlight(author?.id)
  const cardOpen = useCardOpen(id)
  if (!outer || !inner || !author) return null
  if (outer.deleted || inner.deleted) {
    return <div className={styles.gravestone}>{t('timeline.deleted')}</div>
  }
  if (mute?.hide || filter.verdict?.action === 'hide') return null
  // Until the filters are known nothing of the status shows: it may be filtered.
  if (filter.held) return <div className={styles.held} aria-busy="true" />
  const article = (
    <article
      className={[styles.status, props.focused ? styles.focused : ''].filter(Boolean).join(' ')}
      aria-label={t('timeline.status_by_time', {
        name: accountName(author),
        time: formatAbsolute(new Date(inner.created_at), i18n.locale),
      })}
      aria-current={props.focused ? 'true' : undefined}
      // Focusable for the j / k shortcuts without a tab stop per status.
      tabIndex={-1}
      lang={inner.language ?? undefined}
      data-status-id={inner.id}
      data-highlight={highlight}
      data-highlight-user={highlight && author.id}
    >
      {repeater && (
        <div className={styles.repeatLine}>
          <Link to={profileLink(repeater, restricted)}>
            <InlineText text={accountName(repeater)} emojis={repeater.emojis} />
          </Link>
          <span>{t('timeline.repeated')}</span>
        </div>
      )}
      <StatusAvatar
        account={author}
        expanded={cardOpen}
        onToggle={() => toggleCard(id)}
        className={styles.avatarLink}
      />
      <div className={styles.body}>
        <StatusHeader status={inner} author={author} />
        {cardOpen && (
          <Suspense fallback={null}>
            <StatusUserCard accountId={author.id} />
          </Suspense>
        )}
        {/* slot:before-body */}
        <StatusPreface status={inner} />
        <StatusBody status={inner} author={author} props={props} />
        {/* slot:quote */}
        {inner.quote_id && <QuotedStatus quoteId={inner.quote_id} />}
        {/* slot:reactions */}
        {props.context !== 'quote' && (
          <EmojiReactions statusId={inner.id} context={props.context} withAddButton={false} />
        )}
        {/* slot:stats */}
        {props.context !== 'quote' && <StatusStats statusId={inner.id} focused={props.focused} />}
        {/* slot:actions */}
        {props.context !== 'quote' && <StatusActions statusId={inner.id} />}
        {/* slot:after-actions */}
        {props.context !== 'quote' && <InlineComposer statusId={inner.id} />}
      </div>
    </article>
  )
  const shown = mute ? (
    <MutedStatus statusId={props.id} decision={mute} acct={author.acct}>
      {article}
    </MutedStatus>
  ) : (
    article
  )
  const { verdict, Warning } = filter
  return verdict && Warning ? (
    <Warning statusId={props.id} titles={verdict.titles}>
      {shown}
    </Warning>
  ) : (
    shown
  )
})
