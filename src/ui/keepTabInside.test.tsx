import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { keepTabInside } from './keepTabInside'

// jsdom lays nothing out: every control counts as shown.
Element.prototype.getClientRects = function () {
  return [{}] as unknown as DOMRectList
}

describe('keepTabInside', () => {
  it('goes round the controls of the dialog in both directions', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button type="button">before</button>
        <div role="dialog" aria-label="box" onKeyDown={keepTabInside}>
          <button type="button">first</button>
          <input aria-label="middle" />
          <input type="hidden" name="skipped" />
          <button type="button" disabled>
            off
          </button>
          <a href="/x">last</a>
        </div>
        <button type="button">after</button>
      </>,
    )
    const first = screen.getByRole('button', { name: 'first' })
    const last = screen.getByRole('link', { name: 'last' })
    last.focus()
    await user.tab()
    expect(document.activeElement).toBe(first)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'middle' }))
  })
})
