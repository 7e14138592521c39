import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FLOATING_BUTTON_SCROLL_DEBOUNCE } from '../../config/constants'
import { keyboardGuessed, useAutohide } from './FloatingPostButton'

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('useAutohide (autohideFloatingPostButton)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    scrollTo(0)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hides while scrolling down and comes back when scrolling stops or goes up', () => {
    const button = { current: document.createElement('button') }
    const { result } = renderHook(() => useAutohide(true, button))
    expect(result.current).toBe(false)
    scrollTo(200)
    expect(result.current).toBe(true)
    scrollTo(150)
    expect(result.current).toBe(false)
    scrollTo(400)
    expect(result.current).toBe(true)
    act(() => {
      vi.advanceTimersByTime(FLOATING_BUTTON_SCROLL_DEBOUNCE)
    })
    expect(result.current).toBe(false)
  })

  it('never hides when the preference is off, nor while the button has focus', () => {
    const button = { current: document.createElement('button') }
    const off = renderHook(() => useAutohide(false, button))
    scrollTo(300)
    expect(off.result.current).toBe(false)

    document.body.append(button.current)
    button.current.focus()
    const on = renderHook(() => useAutohide(true, button))
    scrollTo(600)
    expect(on.result.current).toBe(false)
    button.current.remove()
  })
})

describe('the floating button and the on-screen keyboard', () => {
  it('guesses an on-screen keyboard from the viewport', () => {
    expect(keyboardGuessed(390, 500)).toBe(true)
    expect(keyboardGuessed(390, 844)).toBe(false)
    expect(keyboardGuessed(340, 340)).toBe(true)
  })
})
