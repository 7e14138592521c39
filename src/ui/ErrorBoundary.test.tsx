import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './ErrorBoundary'

function Broken(): never {
  throw new Error('broken part')
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a part that throws, and reports the error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onError = vi.fn()
    render(
      <ErrorBoundary fallback={<p>Simpler view</p>} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Simpler view')).toBeTruthy()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken part' }))
    error.mockRestore()
  })

  it('warns, not errs, for a named part with a simpler view', () => {
    // React itself logs the caught error as well; only the boundary's own line is checked.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <ErrorBoundary what="The preview">
        <Broken />
      </ErrorBoundary>,
    )
    expect(warn).toHaveBeenCalledWith(
      'The preview failed; showing a simpler view',
      expect.any(Error),
    )
    warn.mockRestore()
    error.mockRestore()
  })
})
