import { screen } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The button named `name`, checked to say through aria-expanded whether what
 * it shows and hides is open: the tests of every show/hide toggle start so.
 */
export function disclosureButton(name: string, expanded: boolean): HTMLElement {
  const button = screen.getByRole('button', { name })
  expect(button.getAttribute('aria-expanded')).toBe(String(expanded))
  return button
}
