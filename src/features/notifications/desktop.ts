import type { Account, Notification } from '../../api/types'
import type { TFunction } from '../../i18n/react'
import { profileLink } from '../../ui/profileLink'

/*
 * Desktop notifications: shown for notifications that arrive
 * while the app runs, never in the first seconds of a stream (its catch-up
 * burst), and only for types the user has not filtered out.
 */

export interface DesktopContent {
  title: string
  body: string
  icon: string
  tag: string
  /** Opened on click: the status, or the profile for follows. */
  path: string
}

const plainText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? ''

export const displayName = (a: Pick<Account, 'display_name' | 'username'>): string =>
  a.display_name || a.username

export function desktopContent(
  n: Notification,
  t: TFunction,
  options: { hideIfCW: boolean; restrictedNicknames?: readonly string[] },
): DesktopContent {
  const name = displayName(n.account)
  const status = n.status?.reblog ?? n.status
  let body: string
  if (status) {
    body =
      status.spoiler_text !== '' && options.hideIfCW
        ? t('notifications.desktop.cw', { subject: status.spoiler_text })
        : plainText(status.content)
  } else if (n.type === 'move' && n.target) body = `@${n.target.acct}`
  else body = `@${n.account.acct}`
  const title = t(`notifications.desktop.${n.type.replace('pleroma:', '')}`, {
    name,
    emoji: n.emoji ?? '',
  })
  const path = status
    ? `/notice/${encodeURIComponent(status.id)}`
    : profileLink(n.account, options.restrictedNicknames)
  return { title, body, icon: n.account.avatar, tag: `notification-${n.id}`, path }
}

export function showDesktopNotification(content: DesktopContent): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return
  try {
    const shown = new Notification(content.title, {
      body: content.body,
      icon: content.icon,
      tag: content.tag,
    })
    shown.onclick = () => {
      window.focus()
      // The router follows history changes it hears about through popstate.
      window.history.pushState({}, '', content.path)
      window.dispatchEvent(new PopStateEvent('popstate'))
      shown.close()
    }
  } catch (e) {
    // Some mobile browsers only allow notifications from a service worker.
    console.warn('Could not show a desktop notification', e)
  }
}
