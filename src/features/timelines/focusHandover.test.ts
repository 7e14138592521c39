import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreFocus, takeFocusSnapshot } from './focusHandover'

/** A feed with two statuses, each with a focusable article, a link and a menu button. */
function drawFeed(): HTMLElement {
  const feed = document.createElement('div')
  feed.innerHTML = ['1', '2']
    .map(
      (id) => `<div data-timeline-id="${id}">
        <article tabindex="-1">
          <a href="/notice/${id}">time</a>
          <button type="button" aria-controls="menu-${id}" aria-expanded="false">More</button>
        </article>
      </div>`,
    )
    .join('')
  document.body.replaceChildren(feed)
  return feed
}

afterEach(() => document.body.replaceChildren())

describe('focus handed from the plain list to the virtual list', () => {
  it('notes nothing when focus is outside the feed', () => {
    const feed = drawFeed()
    expect(takeFocusSnapshot(feed)).toBeNull()
  })

  it('puts focus back on the same control of the same status once it is drawn again', () => {
    let feed = drawFeed()
    feed.querySelector<HTMLElement>('[data-timeline-id="2"] a')?.focus()
    const snapshot = takeFocusSnapshot(feed)
    expect(snapshot).toEqual({ timelineId: '2', index: 1, reopen: false })
    // The list draws everything anew: focus falls back to the body.
    feed.remove()
    expect(document.activeElement).toBe(document.body)
    feed = drawFeed()
    expect(restoreFocus(feed, snapshot!)).toBe(true)
    expect(document.activeElement).toBe(feed.querySelector('[data-timeline-id="2"] a'))
  })

  it('opens a menu again when focus was in it', () => {
    let feed = drawFeed()
    const button = feed.querySelector<HTMLElement>('[data-timeline-id="1"] button')!
    button.setAttribute('aria-expanded', 'true')
    const menu = document.createElement('div')
    menu.id = 'menu-1'
    menu.setAttribute('role', 'menu')
    menu.innerHTML = '<button type="button" role="menuitem">Edit</button>'
    button.after(menu)
    menu.querySelector('button')!.focus()
    const snapshot = takeFocusSnapshot(feed)
    expect(snapshot).toEqual({ timelineId: '1', index: 2, reopen: true })
    feed.remove()
    feed = drawFeed()
    const opened = vi.fn()
    feed.querySelector('[data-timeline-id="1"] button')!.addEventListener('click', opened)
    expect(restoreFocus(feed, snapshot!)).toBe(true)
    expect(opened).toHaveBeenCalledOnce()
  })

  it('waits while the status is not drawn yet, and leaves focus a reader moved elsewhere', () => {
    const feed = drawFeed()
    const snapshot = { timelineId: '3', index: 0, reopen: false }
    expect(restoreFocus(feed, snapshot)).toBe(false)
    const elsewhere = document.createElement('input')
    document.body.append(elsewhere)
    elsewhere.focus()
    expect(restoreFocus(feed, { ...snapshot, timelineId: '1' })).toBe(true)
    expect(document.activeElement).toBe(elsewhere)
  })
})
