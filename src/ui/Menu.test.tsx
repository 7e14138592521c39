import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Menu } from './Menu'
import { useMenuButton } from './useMenuButton'

function Example() {
  const { open, close, wrapRef, buttonProps, menuProps } = useMenuButton()
  return (
    <>
      <div ref={wrapRef}>
        <button {...buttonProps}>Things</button>
        {open && (
          <Menu {...menuProps}>
            {['One', 'Two', 'Three'].map((name) => (
              <button
                key={name}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => close(true)}
              >
                {name}
              </button>
            ))}
          </Menu>
        )}
      </div>
      <p>Outside</p>
    </>
  )
}

describe('useMenuButton and Menu', () => {
  it('opens on the first item, moves with the arrows and gives focus back on Escape', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const button = screen.getByRole('button', { name: 'Things' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')

    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'Things' })
    expect(button.getAttribute('aria-controls')).toBe(menu.id)
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'One' }))

    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Three' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'One' }))

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('opens at the last item with ArrowUp and closes on a click outside', async () => {
    const user = userEvent.setup()
    render(<Example />)
    screen.getByRole('button', { name: 'Things' }).focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Three' }))

    await user.click(screen.getByText('Outside'))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
