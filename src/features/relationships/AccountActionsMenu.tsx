import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { ConfirmModal } from '../../ui/Modal'
import { handleMenuKeys } from '../../ui/menuKeys'
import { openPostModal } from '../compose/postModalStore'
import { openReport } from '../../store/moderation'
import { useFeature } from '../../store/serverFeatures'
import { confirmationEnabled, usePreferences } from '../../store/preferences'
import { accountMenuEntries, type MenuAction } from './accountMenu'
import { displayName, reportActionError } from './actionFeedback'
import {
  blockAccount,
  muteAccount,
  removeFollower,
  setDomainBlocked,
  setShowingReblogs,
  setSubscription,
  unblockAccount,
  unmuteAccount,
} from './relationshipActions'
import { usePendingAction, useRelationship } from '../../store/relationships'
import styles from './RelationshipControls.module.css'
import './messages'

const DotsIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="2" fill="currentColor" />
    <circle cx="12" cy="12" r="2" fill="currentColor" />
    <circle cx="19" cy="12" r="2" fill="currentColor" />
  </svg>
)

function perform(
  action: Exclude<MenuAction, 'mention' | 'report'>,
  account: Account,
): Promise<unknown> {
  switch (action) {
    case 'mute':
      return muteAccount(account)
    case 'unmute':
      return unmuteAccount(account)
    case 'block':
      return blockAccount(account)
    case 'unblock':
      return unblockAccount(account)
    case 'removeFollower':
      return removeFollower(account)
    case 'subscribe':
    case 'unsubscribe':
      return setSubscription(account, action === 'subscribe')
    case 'showReblogs':
    case 'hideReblogs':
      return setShowingReblogs(account, action === 'showReblogs')
    case 'blockDomain':
    case 'unblockDomain':
      return setDomainBlocked(account, action === 'blockDomain')
  }
}

type Confirming = 'mute' | 'block' | null
type MenuFocus = 'first' | 'last'

/** Where the menu opens from its button: towards the side and direction with room. */
interface Placement {
  focus: MenuFocus
  alignStart: boolean
  up: boolean
}

/** Room the menu needs (its CSS min-width and a typical height). */
const MENU_WIDTH = 240
const MENU_HEIGHT = 320

/** The box the menu must stay inside: the nearest ancestor that clips, else the window. */
function clipBounds(from: HTMLElement): {
  left: number
  right: number
  top: number
  bottom: number
} {
  for (let el = from.parentElement; el && el !== document.body; el = el.parentElement) {
    const style = getComputedStyle(el)
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      return el.getBoundingClientRect()
    }
  }
  return { left: 0, right: window.innerWidth, top: 0, bottom: window.innerHeight }
}

function placeFrom(button: HTMLElement | null, focus: MenuFocus): Placement {
  if (!button) return { focus, alignStart: false, up: false }
  const rect = button.getBoundingClientRect()
  const bounds = clipBounds(button)
  const below = bounds.bottom - rect.bottom
  return {
    focus,
    alignStart:
      rect.right - bounds.left < MENU_WIDTH && bounds.right - rect.left > rect.right - bounds.left,
    up: below < MENU_HEIGHT && rect.top - bounds.top > below,
  }
}

/**
 * The account actions menu (WAI-ARIA menu button): mention, mute, block,
 * subscribe, repeats, remove follower, domain mute, as far as they apply.
 * Arrows, Home and End move; Escape closes and returns focus; Tab closes.
 */
export function AccountActionsMenu({ account }: { account: Account }) {
  const { t } = useTranslation()
  const relationship = useRelationship(account.id)
  const pending = usePendingAction(account.id)
  const prefs = usePreferences((s) => s.prefs)
  const offersDomainBlocks = useFeature('domainBlocks')
  const offersSubscriptions = useFeature('subscriptions')
  const offersFollowOptions = useFeature('followOptions')
  const [open, setOpen] = useState<Placement | null>(null)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const wrapRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const buttonId = useId()
  const name = displayName(account)

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(open.focus === 'first' ? list[0] : list[list.length - 1])?.focus()
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  const close = (returnFocus: boolean) => {
    setOpen(null)
    if (returnFocus) buttonRef.current?.focus()
  }

  const execute = (action: Exclude<MenuAction, 'mention' | 'report'>) => {
    perform(action, account).catch(reportActionError)
  }

  const choose = (action: MenuAction) => {
    close(true)
    if (action === 'mention') {
      openPostModal({ mode: 'new', initial: { status: `@${account.acct} ` } })
    } else if (action === 'report') {
      openReport(account.id)
    } else if (action === 'mute' && confirmationEnabled(prefs, 'modalOnMute')) {
      setConfirming('mute')
    } else if (action === 'block' && confirmationEnabled(prefs, 'modalOnBlock')) {
      setConfirming('block')
    } else {
      execute(action)
    }
  }

  const onMenuKeyDown = (e: KeyboardEvent) => handleMenuKeys(e, items(), close)

  const entries = relationship
    ? accountMenuEntries(account, relationship, pending, {
        domainBlocks: offersDomainBlocks,
        subscriptions: offersSubscriptions,
        followOptions: offersFollowOptions,
      })
    : []

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={t('relationships.menu', { name })}
        title={t('relationships.menu', { name })}
        disabled={!relationship}
        onClick={() => setOpen((o) => (o ? null : placeFrom(buttonRef.current, 'first')))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            setOpen(placeFrom(buttonRef.current, e.key === 'ArrowDown' ? 'first' : 'last'))
          }
        }}
      >
        <DotsIcon />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={[
            styles.menu,
            open.alignStart ? styles.alignStart : '',
            open.up ? styles.up : '',
          ].join(' ')}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((item) => (
            <button
              key={item.action}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              className={`${styles.menuItem} ${item.danger ? styles.danger : ''}`}
              onClick={() => {
                if (!item.disabled) choose(item.action)
              }}
            >
              {item.progress
                ? t(`relationships.progress.${item.action}`)
                : t(item.labelKey, item.args)}
            </button>
          ))}
        </div>
      )}
      <ConfirmModal
        open={confirming !== null}
        title={
          confirming === 'block'
            ? t('relationships.confirm_block_title', { name })
            : t('relationships.confirm_mute_title', { name })
        }
        text={
          confirming === 'block'
            ? t('relationships.confirm_block_text')
            : t('relationships.confirm_mute_text')
        }
        confirmLabel={
          confirming === 'block'
            ? t('relationships.confirm_block')
            : t('relationships.confirm_mute')
        }
        onConfirm={() => {
          const action = confirming
          setConfirming(null)
          if (action) execute(action)
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  )
}
