/*
 * When the virtual list takes over from the plain list, every status is drawn
 * anew. A reader who already moved into a status (focused a button, opened its
 * menu) must not notice: where focus was is noted before the swap and put back
 * on the same control of the same status once the virtual list draws it.
 */

/** Where focus was, by the status's place in the timeline and the control's order in it. */
export interface FocusSnapshot {
  timelineId: string
  /** Among the item's focusable elements (menus left out); -1 for none found. */
  index: number
  /** The control opened a menu that held focus: it opens it again. */
  reopen: boolean
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]'

function focusables(item: Element): HTMLElement[] {
  return [...item.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[role="menu"]'),
  )
}

export function takeFocusSnapshot(feed: HTMLElement | null): FocusSnapshot | null {
  const active = document.activeElement
  if (!feed || !(active instanceof HTMLElement) || !feed.contains(active)) return null
  const item = active.closest<HTMLElement>('[data-timeline-id]')
  const timelineId = item?.dataset.timelineId
  if (!item || !timelineId) return null
  const menu = active.closest('[role="menu"]')
  const opener = menu?.id
    ? ([...item.querySelectorAll<HTMLElement>('[aria-controls]')].find(
        (el) => el.getAttribute('aria-controls') === menu.id,
      ) ?? null)
    : null
  const target = opener ?? active
  return { timelineId, index: focusables(item).indexOf(target), reopen: opener !== null }
}

/**
 * Puts focus back when the status is drawn again and focus was lost with the
 * old elements (it sits on the page's body); a reader who moved on keeps
 * where they are. Returns whether the snapshot is settled (done or moot).
 */
export function restoreFocus(feed: HTMLElement | null, snapshot: FocusSnapshot): boolean {
  const active = document.activeElement
  // Focus is somewhere live: in the new list already, or elsewhere on purpose.
  if (active && active !== document.body) return true
  const item = [...(feed?.querySelectorAll<HTMLElement>('[data-timeline-id]') ?? [])].find(
    (el) => el.dataset.timelineId === snapshot.timelineId,
  )
  if (!item) return false
  const target = focusables(item)[snapshot.index]
  if (!target) return true
  if (snapshot.reopen) target.click()
  else target.focus({ preventScroll: true })
  return true
}
