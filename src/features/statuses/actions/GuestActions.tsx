import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { lazy } from '../../../ui/lazy'
import { usePref } from '../../../store/preferences'
import { ReplyIcon, RepeatIcon, StarIcon } from './ActionIcons'
import { SHORTCUT_KEYS } from './shortcutKeys'
import type { GuestAction } from './remoteInteraction'
import styles from './StatusActions.module.css'
import './guestMessages'

// The dialog is fetched when a guest first reaches for a button, not with the page.
const loadDialog = () => import('./RemoteInteractionDialog')
const RemoteInteractionDialog = lazy(loadDialog)
const preload = () => void loadDialog().catch(() => {})

/**
 * What a guest gets under a status: the members' reply,
 * repeat and favourite buttons, with their counts, that act from the
 * guest's own instance. Each opens a dialog that explains how and asks what
 * it needs; nothing changes here, so no count moves.
 */
export default function GuestActions({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const status = useEntities((s) => s.statuses[statusId])
  const hideStats = usePref('hidePostStats')
  const [open, setOpen] = useState<GuestAction | null>(null)
  // Kept after the first opening, so closing is the dialog's own (focus goes back).
  const [shown, setShown] = useState<GuestAction | null>(null)
  const replyRef = useRef<HTMLButtonElement>(null)
  const repeatRef = useRef<HTMLButtonElement>(null)
  const favouriteRef = useRef<HTMLButtonElement>(null)
  // Without an address the post cannot be found from elsewhere.
  if (!status || !(status.uri || status.url)) return null

  const refs: Record<GuestAction, RefObject<HTMLButtonElement | null>> = {
    reply: replyRef,
    repeat: repeatRef,
    favourite: favouriteRef,
  }
  const count = (n: number) =>
    !hideStats && n > 0 ? <span className={styles.count}>{n}</span> : null
  const openFor = (action: GuestAction) => {
    setOpen(action)
    setShown(action)
  }
  const close = () => {
    const action = open
    setOpen(null)
    if (action) refs[action].current?.focus()
  }
  const button = (action: GuestAction, icon: ReactNode, n: number) => (
    <GuestButton
      buttonRef={refs[action]}
      label={t(`status_actions.guest.${action}`)}
      action={action}
      expanded={open === action}
      onClick={() => openFor(action)}
    >
      {icon}
      {count(n)}
    </GuestButton>
  )

  return (
    <>
      <div className={styles.bar} role="group" aria-label={t('status_actions.guest.label')}>
        {button('reply', <ReplyIcon />, status.replies_count)}
        {button('repeat', <RepeatIcon />, status.reblogs_count)}
        {button('favourite', <StarIcon />, status.favourites_count)}
      </div>
      {shown && (
        <Suspense fallback={null}>
          <RemoteInteractionDialog
            statusId={statusId}
            action={open ?? shown}
            open={open !== null}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}

function GuestButton({
  buttonRef,
  label,
  action,
  expanded,
  onClick,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>
  label: string
  action: GuestAction
  expanded: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.action}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-shortcut={action}
      aria-keyshortcuts={SHORTCUT_KEYS[action]}
      title={label}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span className="visually-hidden">{label}</span>
      {children}
    </button>
  )
}
