import { FAVICON_SIZE } from '../../config/constants'

/*
 * Attention signals: the page title and a 128×128
 * favicon carry the count of unseen notifications plus unread announcements.
 * Pure helpers here; attentionSignals.ts wires them to the page.
 */

const COUNT_PREFIX = /^\(\d+\+?\) /

/** Unseen notifications plus unread announcements (store/announcements.ts). */
export const attentionCount = (unseenNotifications: number, unreadAnnouncements = 0): number =>
  unseenNotifications + unreadAnnouncements

/** "(3) Title" with a count, the bare title without; an older count is replaced. */
export function badgeTitle(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '')
  return count > 0 ? `(${count}) ${bare}` : bare
}

/** The badge's text: the count, capped at 99+ so it fits. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count))

/** Where the badge sits on the icon: a circle in the top-right quarter. */
export function badgeGeometry(size = FAVICON_SIZE): { cx: number; cy: number; r: number } {
  const r = Math.round(size * 0.3)
  return { cx: size - r, cy: r, r }
}

/**
 * Draws the icon (when loaded) and, for a positive count, the badge. The
 * canvas is `size` square.
 */
export function drawFavicon(
  ctx: CanvasRenderingContext2D,
  icon: CanvasImageSource | null,
  count: number,
  size = FAVICON_SIZE,
): void {
  ctx.clearRect(0, 0, size, size)
  if (icon) ctx.drawImage(icon, 0, 0, size, size)
  if (count <= 0) return
  const { cx, cy, r } = badgeGeometry(size)
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fillStyle = '#d92a2a'
  ctx.fill()
  ctx.lineWidth = Math.max(2, size / 32)
  ctx.strokeStyle = '#ffffff'
  ctx.stroke()
  const text = badgeText(count)
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.font = `bold ${Math.round(r * (text.length > 2 ? 0.8 : text.length > 1 ? 1 : 1.3))}px sans-serif`
  ctx.fillText(text, cx, cy + 1)
}
