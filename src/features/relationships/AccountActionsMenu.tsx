import { useRef, useState } from 'react'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { ConfirmModal } from '../../ui/Modal'
import { Menu } from '../../ui/Menu'
import { useMenuButton } from '../../ui/useMenuButton'
import { openPostModal } from '../compose'
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
import '../../i18n/areas/relationships'

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

/** Where the menu opens from its button: towards the side and direction with room. */
interface Placement {
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

function placeFrom(button: HTMLElement | null): Placement {
  if (!button) return { alignStart: false, up: false }
  const rect = button.getBoundingClientRect()
  const bounds = clipBounds(button)
  const below = bounds.bottom - rect.bottom
  return {
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
  const [placement, setPlacement] = useState<Placement>({ alignStart: false, up: false })
  const [confirming, setConfirming] = useState<Confirming>(null)
  // The room around the button is measured as the menu opens, before it is drawn.
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { open, close, wrapRef, buttonProps, menuProps } = useMenuButton({
    buttonRef,
    onOpen: () => setPlacement(placeFrom(buttonRef.current)),
  })
  const name = displayName(account)

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
        {...buttonProps}
        className={styles.menuButton}
        aria-label={t('relationships.menu', { name })}
        title={t('relationships.menu', { name })}
        disabled={!relationship}
      >
        <DotsIcon />
      </button>
      {open && (
        <Menu
          {...menuProps}
          className={[
            styles.menu,
            placement.alignStart ? styles.alignStart : '',
            placement.up ? styles.up : '',
          ].join(' ')}
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
        </Menu>
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
