import { FAVICON_SIZE } from '../../config/constants'
import { unreadAnnouncementCount, useAnnouncements } from '../../store/announcements'
import { unseenCount, useNotifications } from '../../store/notifications'
import { usePreferences } from '../../store/preferences'
import { attentionCount, badgeTitle, drawFavicon } from './attention'
import { readNotificationVisibility } from './visibility'

/*
 * Keeps the page title and the favicon in step with the unseen notifications
 * plus the unread announcements. Screens
 * set their own titles (useDocumentTitle); an observer on <title> puts the
 * count back in front after each change.
 */

let originalIcon: string | null = null
let iconImage: HTMLImageElement | null = null
// Until the icon has loaded (or failed to), the favicon stays as it is: a
// badge drawn meanwhile would show without the icon under it.
let iconSettled = false
let lastCount = -1
let stops: (() => void)[] = []

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]')
}

function applyTitle(count: number): void {
  const next = badgeTitle(document.title, count)
  if (next !== document.title) document.title = next
}

function applyFavicon(count: number): void {
  const link = iconLink()
  if (!link || originalIcon === null || !iconSettled) return
  if (count <= 0) {
    link.href = originalIcon
    return
  }
  const canvas = document.createElement('canvas')
  canvas.width = FAVICON_SIZE
  canvas.height = FAVICON_SIZE
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const ready = iconImage?.complete && iconImage.naturalWidth > 0 ? iconImage : null
  drawFavicon(ctx, ready, count)
  try {
    // The CSP's img-src allows data: URLs, which icons need.
    link.href = canvas.toDataURL('image/png')
  } catch (e) {
    // A cross-origin icon taints the canvas; the title still carries the count.
    console.warn('Could not draw the favicon badge', e)
  }
}

function update(force = false): void {
  const count = attentionCount(
    unseenCount(useNotifications.getState(), readNotificationVisibility()),
    unreadAnnouncementCount(useAnnouncements.getState()),
  )
  if (!force && count === lastCount) return
  lastCount = count
  applyTitle(count)
  applyFavicon(count)
}

export function startAttentionSignals(): void {
  stopAttentionSignals()
  const link = iconLink()
  originalIcon = link?.href ?? null
  if (originalIcon) {
    const image = new Image()
    iconImage = image
    iconSettled = false
    // The title carries the count meanwhile; the favicon follows once the icon is there.
    image.onload = image.onerror = () => {
      if (iconImage !== image) return
      iconSettled = true
      update(true)
    }
    image.src = originalIcon
  }
  stops.push(useNotifications.subscribe(() => update()))
  stops.push(useAnnouncements.subscribe(() => update()))
  stops.push(usePreferences.subscribe(() => update()))
  const title = document.querySelector('title')
  if (title) {
    const observer = new MutationObserver(() => applyTitle(Math.max(0, lastCount)))
    observer.observe(title, { childList: true, characterData: true, subtree: true })
    stops.push(() => observer.disconnect())
  }
  update(true)
}

export function stopAttentionSignals(): void {
  for (const stop of stops) stop()
  stops = []
  applyTitle(0)
  const link = iconLink()
  if (link && originalIcon !== null) link.href = originalIcon
  originalIcon = null
  iconImage = null
  iconSettled = false
  lastCount = -1
}
