import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { initI18n } from '../../../i18n/i18n'
import { useThemeStore } from '../../../theme/themeStore'
import ThemeTab from '../tabs/ThemeTab'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  useThemeStore.setState({ choice: { kind: 'instance' }, instanceDefault: null, error: null })
})

function renderTab() {
  return render(
    <MemoryRouter>
      <ThemeTab />
    </MemoryRouter>,
  )
}

const choice = () => useThemeStore.getState().choice

describe('the theme tab', () => {
  it('picks a built-in theme and follows the system with a light and a dark pick', async () => {
    const user = userEvent.setup()
    renderTab()
    const picker = screen.getByRole('combobox', { name: 'Theme in use' })
    await user.selectOptions(picker, 'High contrast')
    expect(choice()).toEqual({ kind: 'preset', id: 'high-contrast' })

    await user.selectOptions(picker, 'Follow the system (light or dark)')
    expect(choice()).toEqual({ kind: 'system', light: 'light', dark: 'dark' })
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'When the system is dark' }),
      'High contrast',
    )
    expect(choice()).toEqual({ kind: 'system', light: 'light', dark: 'high-contrast' })
  })

  it('turns an edit into an own theme, shown in the picker, and resets it', async () => {
    const user = userEvent.setup()
    renderTab()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme in use' }), 'Light')
    const hex = screen.getByRole('textbox', { name: 'Accent as hex code' })
    await user.clear(hex)
    await user.type(hex, '#12ab34')
    expect(choice()).toMatchObject({ kind: 'custom', basedOn: 'light' })
    const state = choice()
    expect(state.kind === 'custom' && state.source.colors.accent).toBe('#12ab34')
    expect(
      screen.getByRole('option', { name: 'My own theme (started from Light)', selected: true }),
    ).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Reset to the theme I started from' }))
    expect(choice()).toEqual({ kind: 'preset', id: 'light' })
  })

  it('moves through the parts with the arrow keys', async () => {
    const user = userEvent.setup()
    renderTab()
    const parts = screen.getByRole('tablist', { name: 'Parts of the theme' })
    within(parts).getByRole('tab', { name: 'Colours' }).focus()
    await user.keyboard('{ArrowRight}')
    const advanced = within(parts).getByRole('tab', { name: 'Advanced colours' })
    expect(advanced.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(advanced)
    expect(screen.getByRole('group', { name: 'Panels' })).toBeTruthy()
  })

  it('badges contrast below 4.5 as hard to read', () => {
    renderTab()
    const text = screen.getByLabelText('Text', { selector: 'input[type="color"]' })
    act(() => {
      fireEvent.input(text, { target: { value: '#222222' } })
    })
    expect(screen.getAllByText('below level AA').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Hard to read').length).toBeGreaterThan(0)
  })

  it('says why a theme file is refused', async () => {
    const user = userEvent.setup()
    renderTab()
    const input = screen.getByLabelText('Theme file to load')
    const text = '{"_pleroma_theme_version": 7}'
    // jsdom's File has no text(); a browser's has.
    const file = Object.assign(new File([text], 'old.json', { type: 'application/json' }), {
      text: () => Promise.resolve(text),
    })
    await user.upload(input, file)
    expect(
      await screen.findByText('That theme file has a version this client does not support.'),
    ).toBeTruthy()
    expect(choice()).toEqual({ kind: 'instance' })
  })
})
