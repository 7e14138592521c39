import { memo, Suspense, useState, type ReactNode } from 'react'
import { lazy } from '../../../ui/lazy'
import { useTranslation } from '../../../i18n/react'
import type { EmojiReaction } from '../../../api/types'
import { EMOJI_REACTIONS_SHOWN } from '../../../config/constants'
import { useEntities } from '../../../store/entities'
import { useOnline } from '../../../ui/useOnline'
import { useFeature } from '../../../store/serverFeatures'
import { useIsLoggedIn } from '../../../store/session'
import { ErrorBanner } from '../../../ui/ErrorBanner'
import { usePref } from '../../../store/preferences'
import { splitReactions, type PickedEmoji } from './reactionLogic'
import { useReactorsTooltip } from './useReactorsTooltip'

// Who reacted shows on hover or focus: its list loads then.
const LazyReactorsTooltip = lazy(() =>
  import('./ReactorsTooltip').then((m) => ({ default: m.ReactorsTooltip })),
)

function ReactorsTooltip(props: { id: string; statusId: string; name: string; count: number }) {
  return (
    <Suspense fallback={<span id={props.id} role="tooltip" className={styles.tooltipPending} />}>
      <LazyReactorsTooltip {...props} />
    </Suspense>
  )
}
import { clearReactionFailure, useReactionFailures } from './reactionFailures'

// Toggling loads with the first click: a reader who only reads never downloads it.
const toggleReaction = (statusId: string, emoji: PickedEmoji) =>
  import('./toggleReaction').then((m) => m.toggleReaction(statusId, emoji))
import styles from './EmojiReactions.module.css'

// Only signed-in users add reactions: guests never load the button's code.
const AddReaction = lazy(() => import('./AddReaction').then((m) => ({ default: m.AddReaction })))

const NO_REACTIONS: readonly EmojiReaction[] = []

function ReactionEmoji({ reaction }: { reaction: EmojiReaction }) {
  if (reaction.url) {
    return (
      <img
        className={styles.customEmoji}
        src={reaction.url}
        alt={`:${reaction.name}:`}
        title={`:${reaction.name}:`}
        width={20}
        height={20}
        loading="lazy"
        decoding="async"
      />
    )
  }
  return <span className={styles.emoji}>{reaction.name}</span>
}

/**
 * One reaction, with who reacted in a tooltip on hover or focus. `render`
 * draws the reaction itself (a button, or a plain label for a guest) around
 * the emoji and count it is given.
 */
function Reaction({
  statusId,
  reaction,
  render,
}: {
  statusId: string
  reaction: EmojiReaction
  render: (tooltip: ReturnType<typeof useReactorsTooltip>, content: ReactNode) => ReactNode
}) {
  const tooltip = useReactorsTooltip(statusId)
  const content = (
    <>
      {/* The space keeps the accessible name "👍 3", not "👍3". */}
      <ReactionEmoji reaction={reaction} /> <span className={styles.count}>{reaction.count}</span>
    </>
  )
  return (
    <span className={styles.anchor} {...tooltip.container}>
      {render(tooltip, content)}
      {tooltip.open && (
        <ReactorsTooltip
          id={tooltip.id}
          statusId={statusId}
          name={reaction.name}
          count={reaction.count}
        />
      )}
    </span>
  )
}

function ReactionButton({
  statusId,
  reaction,
  onToggle,
}: {
  statusId: string
  reaction: EmojiReaction
  onToggle: (emoji: PickedEmoji) => void
}) {
  // Offline a reaction cannot be sent or taken back: the button stays, greyed,
  // still showing who reacted (the add button beside it says why).
  const offline = !useOnline()
  return (
    <Reaction
      statusId={statusId}
      reaction={reaction}
      render={(tooltip, content) => (
        <button
          type="button"
          className={[
            styles.reaction,
            reaction.me ? styles.mine : '',
            offline ? styles.unavailable : '',
          ].join(' ')}
          aria-pressed={reaction.me}
          aria-disabled={offline ? true : undefined}
          onClick={() => {
            if (!offline) onToggle({ name: reaction.name, imageUrl: reaction.url ?? undefined })
          }}
          {...tooltip.trigger}
        >
          {content}
        </button>
      )}
    />
  )
}

/** A guest's view of one reaction: no control, the names show on hover. */
function ReactionLabel({ statusId, reaction }: { statusId: string; reaction: EmojiReaction }) {
  return (
    <Reaction
      statusId={statusId}
      reaction={reaction}
      render={(tooltip, content) => (
        <span
          className={[styles.reaction, styles.static].join(' ')}
          aria-describedby={tooltip.trigger['aria-describedby']}
        >
          {content}
        </span>
      )}
    />
  )
}

export interface EmojiReactionsProps {
  statusId: string
  /** In a conversation reactions always show; on timelines per `emojiReactionsOnTimeline`. */
  context?: 'timeline' | 'conversation' | 'profile' | 'quote'
  /**
   * Show the "Add reaction" button after the reactions (default). Without
   * it (when an action bar holds <AddReactionButton>), a status without
   * reactions renders nothing here.
   */
  withAddButton?: boolean
}

/** "Add reaction" on its own, for an action bar; failures show in <EmojiReactions>. */
export function AddReactionButton({ statusId }: { statusId: string }) {
  const loggedIn = useIsLoggedIn()
  const canReact = useFeature('emojiReactions')
  if (!loggedIn || !canReact) return null
  return (
    <Suspense fallback={<span className={styles.addPlaceholder} aria-hidden="true" />}>
      <AddReaction onPick={(emoji) => void toggleReaction(statusId, emoji)} />
    </Suspense>
  )
}

/**
 * Emoji reactions of a status: toggle buttons for the
 * logged-in reader, a plain list for guests; the first 12, then "+N".
 */
export const EmojiReactions = memo(function EmojiReactions({
  statusId,
  context,
  withAddButton = true,
}: EmojiReactionsProps) {
  const { t } = useTranslation()
  const reactions = useEntities((s) => s.statuses[statusId]?.emoji_reactions) ?? NO_REACTIONS
  // Without the server's reaction API, reactions (of Pleroma posts seen elsewhere) are only read.
  const canReact = useFeature('emojiReactions')
  const loggedIn = useIsLoggedIn() && canReact
  const onTimeline = usePref('emojiReactionsOnTimeline')
  const [expanded, setExpanded] = useState(false)
  const failure = useReactionFailures((s) => s.byStatus[statusId])

  const listed = context === 'conversation' || onTimeline ? reactions : NO_REACTIONS
  const addButton = loggedIn && withAddButton
  if (listed.length === 0 && !addButton && !failure) return null
  const { shown, hidden } = splitReactions(listed, expanded)
  const toggle = (emoji: PickedEmoji) => void toggleReaction(statusId, emoji)

  return (
    <div className={styles.reactions}>
      {listed.length > 0 && (
        <ul className={styles.list} aria-label={t('status_extras.reactions.label')}>
          {shown.map((reaction) => (
            <li key={reaction.name}>
              {loggedIn ? (
                <ReactionButton statusId={statusId} reaction={reaction} onToggle={toggle} />
              ) : (
                <ReactionLabel statusId={statusId} reaction={reaction} />
              )}
            </li>
          ))}
          {listed.length > EMOJI_REACTIONS_SHOWN && (
            <li>
              <button
                type="button"
                className={styles.expander}
                aria-expanded={expanded}
                aria-label={
                  expanded
                    ? t('status_extras.reactions.show_fewer')
                    : t('status_extras.reactions.show_more', { count: hidden })
                }
                onClick={() => setExpanded((e) => !e)}
              >
                {expanded ? t('status_extras.reactions.fewer') : `+${hidden}`}
              </button>
            </li>
          )}
        </ul>
      )}
      {addButton && (
        <Suspense fallback={<span className={styles.addPlaceholder} aria-hidden="true" />}>
          <AddReaction onPick={toggle} />
        </Suspense>
      )}
      {failure && (
        <ErrorBanner
          message={failure.serverText ?? t('status_extras.reactions.error')}
          onDismiss={() => clearReactionFailure(statusId)}
        />
      )}
    </div>
  )
})
