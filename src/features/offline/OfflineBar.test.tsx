import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import OfflineBar from './OfflineBar'
import { useSavedReading } from './readingService'

const stripHeight = () => document.documentElement.style.getPropertyValue('--strip-height')

afterEach(() => useSavedReading.setState({ savedAt: null }))

describe('the offline strip', () => {
  it('says the server cannot be reached while what shows was saved, and moves the sticky tops under it', () => {
    render(<OfflineBar />)
    expect(screen.queryByRole('region', { name: 'Connection and outbox' })).toBeNull()
    expect(stripHeight()).toBe('')

    act(() => useSavedReading.setState({ savedAt: new Date(2026, 10, 30, 9, 5).getTime() }))
    const strip = screen.getByRole('region', { name: 'Connection and outbox' })
    expect(strip.textContent).toMatch(
      /^The server cannot be reached: showing what was saved at 09:05/,
    )
    expect(stripHeight()).toMatch(/^\d+px$/)

    // The server answered again: the strip goes, and the sticky tops with it.
    act(() => useSavedReading.setState({ savedAt: null }))
    expect(screen.queryByRole('region', { name: 'Connection and outbox' })).toBeNull()
    expect(stripHeight()).toBe('')
  })
})
