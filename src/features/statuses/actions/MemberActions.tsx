import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { useTranslation } from '../../../i18n/react'
import { useCurrentUser } from '../../../store/currentUser'
import { pushNotice } from '../../../store/notices'
import { useEntities, type StoredStatus } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { ErrorBanner } from '../../../ui/ErrorBanner'
import { ConfirmModal } from '../../../ui/Modal'
import { confirmationEnabled, usePref, usePreferences } from '../../../store/preferences'
import { clearActionError, useActionError } from './actionErrors'
import { toggleStatus, type ToggleKind } from './actionService'
import {
  BookmarkIcon,
  LockIcon,
  MoreIcon,
  QuoteIcon,
  ReplyIcon,
  RepeatIcon,
  StarIcon,
} from './ActionIcons'
import { actionAvailability, type ActionAvailability } from './availability'
import { toggleInlineComposer, useInlineComposer } from './inlineComposerState'
import { recoverableLazy } from '../../../ui/recoverableLazy'
import { SHORTCUT_KEYS, type ShortcutAction } from './shortcutKeys'
import { useMenuButton } from '../../../ui/useMenuButton'
import { useOnline } from '../../../ui/useOnline'
import type { MenuRequest } from './MoreMenu'
import { AddReactionButton } from '../reactions/EmojiReactions'
import styles from './StatusActions.module.css'
import './messages'

const loadMenu = () => import('./MoreMenu')
// Open menus whose chunk failed to load close again (the failure raised a notice).
const openMenus = new Set<() => void>()
const MoreMenu = recoverableLazy(loadMenu, () => openMenus.forEach((close) => close()))
const loadMoreActions = () => import('./moreActions')

type Confirming = 'repeat' | 'delete' | 'redraft'

/** The action bar of a signed-in user: loaded only once someone signs in. */
export default function MemberActions({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const status = useEntities((s) => s.statuses[statusId])
  const me = useCurrentUser()
  const instance = useSession((s) => s.instance)
  const hideStats = usePref('hidePostStats')
  const composer = useInlineComposer(statusId)
  const error = useActionError(statusId)
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [popping, setPopping] = useState<ToggleKind | null>(null)
  const replyRef = useRef<HTMLButtonElement>(null)
  const quoteRef = useRef<HTMLButtonElement>(null)
  const repeatRef = useRef<HTMLButtonElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const lastComposer = useRef(composer)
  // Offline, what needs the server says so instead of failing; replies still
  // go (they wait in the outbox).
  const offline = !useOnline()
  const offlineReason = offline ? t('status_actions.offline') : undefined

  // A closed inline form (posted, cancelled) hands focus back to its button.
  useEffect(() => {
    const closed = lastComposer.current
    lastComposer.current = composer
    if (!closed || composer) return
    const active = document.activeElement
    const button = closed === 'reply' ? replyRef : quoteRef
    if (active === null || active === document.body) button.current?.focus()
  }, [composer])

  if (!status || !me || !instance) return null
  const can = actionAvailability(status, me, instance)
  const count = (n: number) =>
    !hideStats && n > 0 ? <span className={styles.count}>{n}</span> : null

  const toggle = (kind: ToggleKind) => {
    if (offline) return
    const turningOn =
      kind === 'favourite' ? !status.favourited : kind === 'repeat' ? !status.reblogged : false
    if (turningOn) setPopping(kind)
    void toggleStatus(statusId, kind)
  }

  const onRepeat = () => {
    if (can.repeatLock || offline) return
    const prefs = usePreferences.getState().prefs
    if (!status.reblogged && confirmationEnabled(prefs, 'modalOnRepeat')) setConfirming('repeat')
    else toggle('repeat')
  }

  const run = (what: MenuRequest) => {
    loadMoreActions().then(
      async (m) => {
        if (what === 'delete') await m.deleteStatusAction(statusId)
        else await m.redraftStatus(statusId)
      },
      () => pushNotice('errors.chunk_load'),
    )
  }

  const onMenuRequest = (request: MenuRequest) => {
    const prefs = usePreferences.getState().prefs
    if (confirmationEnabled(prefs, 'modalOnDelete')) setConfirming(request)
    else run(request)
  }

  const closeConfirm = (confirmed: boolean) => {
    const what = confirming
    setConfirming(null)
    if (!what) return
    if (!confirmed) (what === 'repeat' ? repeatRef : moreRef).current?.focus()
    else if (what === 'repeat') toggle('repeat')
    else run(what)
  }

  const popClass = (kind: ToggleKind) => (popping === kind ? (styles.pop ?? '') : '')

  return (
    <>
      {error && (
        // Shown above the post by flex order, while staying next to
        // the actions in reading and focus order.
        <div className={styles.banner}>
          <ErrorBanner
            message={t(error.key, { message: error.message })}
            onDismiss={() => clearActionError(statusId)}
          />
        </div>
      )}
      <div className={styles.bar} role="group" aria-label={t('status_actions.label')}>
        <ActionButton
          ref={replyRef}
          label={t('status_actions.reply')}
          shortcut="reply"
          expanded={composer === 'reply'}
          onClick={() => toggleInlineComposer(statusId, 'reply')}
          className={composer === 'reply' ? styles.open : ''}
        >
          <ReplyIcon />
          {count(status.replies_count)}
        </ActionButton>
        {can.quote && (
          <ActionButton
            ref={quoteRef}
            label={t('status_actions.quote')}
            expanded={composer === 'quote'}
            onClick={() => toggleInlineComposer(statusId, 'quote')}
            className={composer === 'quote' ? styles.open : ''}
          >
            <QuoteIcon />
          </ActionButton>
        )}
        <RepeatButton
          buttonRef={repeatRef}
          status={status}
          lock={can.repeatLock}
          onClick={onRepeat}
          unavailable={offlineReason}
          className={popClass('repeat')}
          onAnimationEnd={() => setPopping(null)}
        >
          {count(status.reblogs_count)}
        </RepeatButton>
        <ActionButton
          label={t('status_actions.favourite')}
          shortcut="favourite"
          pressed={status.favourited}
          unavailable={offlineReason}
          onClick={() => toggle('favourite')}
          className={`${status.favourited ? styles.favourited : ''} ${popClass('favourite')}`}
          onAnimationEnd={() => setPopping(null)}
        >
          <StarIcon />
          {count(status.favourites_count)}
        </ActionButton>
        <ActionButton
          label={t('status_actions.bookmark')}
          shortcut="bookmark"
          pressed={status.bookmarked}
          unavailable={offlineReason}
          onClick={() => toggle('bookmark')}
          className={status.bookmarked ? styles.bookmarked : ''}
        >
          <BookmarkIcon />
        </ActionButton>
        <AddReactionButton statusId={statusId} />
        <MoreMenuButton
          statusId={statusId}
          can={can}
          buttonRef={moreRef}
          onRequest={onMenuRequest}
        />
      </div>
      {confirming && (
        <ConfirmModal
          open
          title={t(`status_actions.confirm.${confirming}_title`)}
          text={t(`status_actions.confirm.${confirming}_text`)}
          confirmLabel={t(`status_actions.confirm.${confirming}`)}
          onConfirm={() => closeConfirm(true)}
          onCancel={() => closeConfirm(false)}
        />
      )}
    </>
  )
}

interface ActionButtonProps {
  ref?: Ref<HTMLButtonElement>
  label: string
  /** The keyboard shortcut that presses it (see SHORTCUT_KEYS). */
  shortcut?: ShortcutAction
  pressed?: boolean
  expanded?: boolean
  /** Why it cannot be used now (offline): it stays focusable and says so. */
  unavailable?: string
  onClick: () => void
  onAnimationEnd?: () => void
  className?: string
  children: ReactNode
}

/** An icon button whose name is its label; a count, when shown, follows the label. */
function ActionButton({
  ref,
  label,
  shortcut,
  pressed,
  expanded,
  unavailable,
  onClick,
  onAnimationEnd,
  className,
  children,
}: ActionButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.action} ${unavailable ? styles.locked : ''} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-disabled={unavailable ? true : undefined}
      data-shortcut={shortcut}
      aria-keyshortcuts={shortcut && SHORTCUT_KEYS[shortcut]}
      title={unavailable ?? label}
      onClick={onClick}
      onAnimationEnd={onAnimationEnd}
    >
      <span className="visually-hidden">{label}</span>
      {children}
    </button>
  )
}

function RepeatButton({
  buttonRef,
  status,
  lock,
  onClick,
  unavailable,
  className,
  onAnimationEnd,
  children,
}: {
  buttonRef: Ref<HTMLButtonElement>
  status: StoredStatus
  lock: ActionAvailability['repeatLock']
  onClick: () => void
  unavailable?: string
  className: string
  onAnimationEnd: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const label = t('status_actions.repeat')
  if (lock) {
    // Focusable (aria-disabled, not disabled) so keyboard users hear why.
    return (
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.action} ${styles.locked}`}
        aria-disabled="true"
        data-shortcut="repeat"
        aria-keyshortcuts={SHORTCUT_KEYS.repeat}
        title={t(`status_actions.repeat_locked.${lock}`)}
      >
        <span className="visually-hidden">{label}</span>
        <LockIcon />
        {children}
      </button>
    )
  }
  return (
    <ActionButton
      ref={buttonRef}
      label={label}
      shortcut="repeat"
      pressed={status.reblogged}
      unavailable={unavailable}
      onClick={onClick}
      className={`${status.reblogged ? styles.repeated : ''} ${className}`}
      onAnimationEnd={onAnimationEnd}
    >
      <RepeatIcon />
      {children}
    </ActionButton>
  )
}

/**
 * The "more" menu button (WAI-ARIA menu button). The menu itself is a lazy
 * chunk, fetched when the pointer or focus reaches the button.
 */
function MoreMenuButton({
  statusId,
  can,
  buttonRef,
  onRequest,
}: {
  statusId: string
  can: ActionAvailability
  buttonRef: RefObject<HTMLButtonElement | null>
  onRequest: (request: MenuRequest) => void
}) {
  const { t } = useTranslation()
  const { open, close, wrapRef, buttonProps, menuProps } = useMenuButton({ buttonRef })

  useEffect(() => {
    if (!open) return
    const closeMenu = () => close(false)
    openMenus.add(closeMenu)
    return () => void openMenus.delete(closeMenu)
  }, [open, close])

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        {...buttonProps}
        className={`${styles.action} ${open ? styles.open : ''}`}
        title={t('status_actions.more')}
        onPointerEnter={() => void loadMenu().catch(() => {})}
        onFocus={() => void loadMenu().catch(() => {})}
      >
        <span className="visually-hidden">{t('status_actions.more')}</span>
        <MoreIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MoreMenu
            id={menuProps.id}
            labelledBy={menuProps.labelledBy}
            statusId={statusId}
            can={can}
            initialFocus={open}
            onClose={close}
            onRequest={onRequest}
          />
        </Suspense>
      )}
    </div>
  )
}
