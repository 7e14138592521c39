import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent,
} from 'react'
import { lazy } from '../../../ui/lazy'
import { useTranslation } from '../../../i18n/react'
import { Link } from 'react-router'
import { POPOVER_OPEN_DELAY } from '../../../config/constants'
import { useEntities, type StoredStatus } from '../../../store/entities'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import styles from './Content.module.css'
import { LineIcon } from '../../../ui/icons'

// Only hovering or focusing shows the preview: its code loads then, not on the first visit.
const loadPopover = () => import('./StatusPopover')
const StatusPopover = lazy(() => loadPopover().then((m) => ({ default: m.StatusPopover })))

const ReplyIcon = () => (
  <LineIcon size={14} cap join>
    <path d="M10 5 3 12l7 7M3 12h11a7 7 0 0 1 7 7" />
  </LineIcon>
)

/**
 * "Reply to @name", a link to the parent status. Hovering it with a mouse or
 * focusing it shows a preview of the parent after POPOVER_OPEN_DELAY; Escape,
 * leaving or blurring hides it.
 */
export function ReplyToLine({ status }: { status: StoredStatus }) {
  const { t } = useTranslation()
  const parentId = status.in_reply_to_id
  const knownAcct = useEntities((s) =>
    status.in_reply_to_account_id ? s.accounts[status.in_reply_to_account_id]?.acct : undefined,
  )
  const acct = knownAcct ?? status.in_reply_to_acct
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const popoverId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])
  // Installed in the commit that opens the preview, not after the paint: the
  // preview opens from a timer, and a plain effect for such an update can run
  // after the next key press, which would then be lost.
  useLayoutEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  if (!parentId) return null

  const show = () => {
    void loadPopover().catch(() => {})
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), POPOVER_OPEN_DELAY)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  // Escape on the link also cancels a preview that has not opened yet.
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') hide()
  }
  // A tap on a touch screen follows the link; only a mouse hovers.
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') show()
  }
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') hide()
  }

  return (
    <span
      className={styles.replyTo}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <Link
        to={`/notice/${encodeURIComponent(parentId)}`}
        className={styles.replyLink}
        onFocus={show}
        onBlur={hide}
        onKeyDown={onKeyDown}
        aria-describedby={open ? popoverId : undefined}
      >
        <ReplyIcon />
        {acct
          ? t('status_content.reply_to', { name: `@${acct}` })
          : t('status_content.reply_to_post')}
      </Link>
      {open && (
        <ErrorBoundary what="The status preview" fallback={null}>
          <Suspense fallback={null}>
            <StatusPopover statusId={parentId} popoverId={popoverId} />
          </Suspense>
        </ErrorBoundary>
      )}
    </span>
  )
}
