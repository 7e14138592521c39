import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadChunk } from './lazy'

function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  if (online) window.dispatchEvent(new Event('online'))
}

describe('loadChunk', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fails at once what fails while online', async () => {
    goOnline(true)
    const load = vi.fn(() => Promise.reject(new Error('404')))
    await expect(loadChunk(load)).rejects.toThrow('404')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again, once back online, for what failed offline', async () => {
    goOnline(false)
    const load = vi
      .fn<() => Promise<{ default: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 7 })
    const settled = vi.fn()
    const loading = loadChunk(load).then(settled)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    // Offline, it waits: neither failed nor asked again.
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
    goOnline(true)
    await loading
    expect(settled).toHaveBeenCalledWith({ default: 7 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('takes what loads offline (a saved copy) without waiting', async () => {
    goOnline(false)
    await expect(loadChunk(() => Promise.resolve('saved'))).resolves.toBe('saved')
  })
})
