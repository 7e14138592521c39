// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT } from '../config/constants'
import { withinChunkTimeout } from './lazy'

describe('withinChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fails a load that has not settled after two minutes, and not a moment before', async () => {
    expect(CHUNK_LOAD_TIMEOUT).toBe(120_000)
    const settled = vi.fn()
    const loading = withinChunkTimeout(new Promise<never>(() => undefined))
    loading.then(settled, settled)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(loading).rejects.toThrow('ChunkLoadError')
  })

  it('passes on what loads in time, and the failure of what fails, leaving no timer', async () => {
    await expect(withinChunkTimeout(Promise.resolve({ default: 1 }))).resolves.toEqual({
      default: 1,
    })
    await expect(withinChunkTimeout(Promise.reject(new Error('404')))).rejects.toThrow('404')
    expect(vi.getTimerCount()).toBe(0)
  })
})
