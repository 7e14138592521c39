import { useEffect, useReducer, useRef, type Dispatch } from 'react'
import { useTranslation } from '../../i18n/react'
import { usePref } from '../../store/preferences'
import { StatusView } from '../statuses'
import { Button, buttonClass } from '../../ui/Button'
import {
  ancestorChain,
  branchShownByDefault,
  childrenOf,
  initialDiveRoot,
  type ThreadModel,
} from './threadModel'
import {
  currentDiveRoot,
  initialTreeView,
  treeViewReducer,
  type TreeViewEvent,
} from './treeViewState'
import { itemSelector } from './itemSelector'
import styles from './ConversationPage.module.css'

interface BranchProps {
  id: string
  model: ThreadModel
  focusedId: string
  diveRoot: string | null
  diveDepth: number
  maxDepth: number
  branches: Readonly<Record<string, boolean>>
  dispatch: Dispatch<TreeViewEvent>
  /** Null: no "dive" buttons (conversationTreeAdvanced is off). */
  onDive: ((id: string) => void) | null
}

/** One status and, when its branch is shown, its replies nested under it. */
function ThreadBranch(props: BranchProps) {
  const { id, model, focusedId, diveRoot, diveDepth, maxDepth, branches, dispatch, onDive } = props
  const { t } = useTranslation()
  const replies = childrenOf(model, id)
  const depth = model.depth.get(id) ?? 0
  const shown = branches[id] ?? branchShownByDefault(depth, diveDepth, maxDepth)
  const isReply = (model.parent.get(id) ?? null) !== null
  return (
    <li className={styles.branch}>
      <div className={styles.node} data-conversation-item={id} tabIndex={-1}>
        <StatusView id={id} focused={id === focusedId} context="conversation" />
        {replies.length > 0 && (
          <div className={styles.threadControls}>
            <Button
              variant="link"
              aria-expanded={shown}
              onClick={() => dispatch({ type: 'setBranch', id, shown: !shown })}
            >
              {shown
                ? t('conversation.hide_replies')
                : t('conversation.show_replies', { count: model.size.get(id) ?? replies.length })}
            </Button>
            {onDive && isReply && id !== diveRoot && (
              <Button variant="link" onClick={() => onDive(id)}>
                {t('conversation.dive')}
              </Button>
            )}
          </div>
        )}
      </div>
      {shown && replies.length > 0 && (
        <ol className={styles.children}>
          {replies.map((reply) => (
            <ThreadBranch key={reply} {...props} id={reply} />
          ))}
        </ol>
      )}
    </li>
  )
}

type FocusTarget = { kind: 'toolbar' } | { kind: 'node'; id: string } | null

/**
 * The tree display: replies nested under their parent, deep
 * branches collapsed, with diving into a sub-thread. Mounted per focused
 * status, so opening another status starts from its own view.
 */
export function TreeConversation({ model, focusedId }: { model: ThreadModel; focusedId: string }) {
  const { t } = useTranslation()
  const maxDepth = usePref('maxDepthInThread')
  const fadeAncestors = usePref('conversationTreeFadeAncestors')
  const otherRepliesPlacement = usePref('conversationOtherRepliesButton')
  const advanced = usePref('conversationTreeAdvanced')
  const [state, dispatch] = useReducer(
    treeViewReducer,
    initialDiveRoot(model, focusedId),
    initialTreeView,
  )
  const diveRoot = currentDiveRoot(state, (id) => model.parent.has(id))
  const diveDepth = diveRoot === null ? 0 : (model.depth.get(diveRoot) ?? 0)
  const ancestors = diveRoot === null ? [] : ancestorChain(model, diveRoot)

  // Diving removes the button that was pressed: keyboard focus goes on to
  // the dive controls, and back to the sub-thread one came from on undive.
  const containerRef = useRef<HTMLDivElement>(null)
  const undiveRef = useRef<HTMLButtonElement>(null)
  const focusTarget = useRef<FocusTarget>(null)
  useEffect(() => {
    const target = focusTarget.current
    focusTarget.current = null
    if (!target) return
    if (target.kind === 'toolbar') undiveRef.current?.focus()
    else {
      const container = containerRef.current
      const node =
        container?.querySelector<HTMLElement>(itemSelector(target.id)) ??
        container?.querySelector<HTMLElement>('[data-conversation-item]')
      node?.focus()
    }
  }, [state.diveStack])

  const dive = (id: string) => {
    focusTarget.current = { kind: 'toolbar' }
    dispatch({ type: 'dive', id })
  }
  const leave = (event: TreeViewEvent) => {
    if (diveRoot !== null) focusTarget.current = { kind: 'node', id: diveRoot }
    dispatch(event)
  }

  const branchProps = {
    model,
    focusedId,
    diveRoot,
    diveDepth,
    maxDepth,
    branches: state.branches,
    dispatch,
    onDive: advanced ? dive : null,
  }

  return (
    <div ref={containerRef}>
      {diveRoot !== null && (
        <div className={styles.diveBar}>
          <span className={styles.diveNotice}>{t('conversation.dived_notice')}</span>
          <button
            ref={undiveRef}
            type="button"
            className={buttonClass('default', 'small')}
            onClick={() => leave({ type: 'undive' })}
          >
            {t('conversation.undive')}
          </button>
          {state.diveStack.length > 1 && (
            <Button size="small" onClick={() => leave({ type: 'showAll' })}>
              {t('conversation.show_all')}
            </Button>
          )}
        </div>
      )}
      {ancestors.length > 0 && (
        <ol
          className={[styles.list, fadeAncestors ? styles.faded : ''].filter(Boolean).join(' ')}
          aria-label={t('conversation.ancestors_label')}
        >
          {ancestors.map((id) => {
            const others = childrenOf(model, id).length - 1
            return (
              <li
                key={id}
                className={
                  otherRepliesPlacement === 'inside' ? styles.ancestorInside : styles.ancestor
                }
                data-conversation-item={id}
                tabIndex={-1}
              >
                <StatusView id={id} focused={id === focusedId} context="conversation" />
                {others > 0 && (
                  <div
                    className={
                      otherRepliesPlacement === 'inside'
                        ? styles.otherRepliesInside
                        : styles.otherRepliesBelow
                    }
                  >
                    <Button variant="link" onClick={() => dive(id)}>
                      {t('conversation.other_replies', { count: others })}
                    </Button>
                  </div>
                )}
              </li>
            )
          })}
        </ol>
      )}
      <ol className={styles.tree} aria-label={t('conversation.list_label')}>
        {(diveRoot === null ? model.roots : [diveRoot]).map((id) => (
          <ThreadBranch key={id} {...branchProps} id={id} />
        ))}
      </ol>
    </div>
  )
}
