import { describe, expect, it, vi } from 'vitest'
import { PREFIX } from '../../store/localStore'
import { forgetAccount } from '../../store/sessionLifecycle'
// What the area's entry registers, as a page has it before the offline chunk came.
import './offlineForget'

describe('an account leaving the browser', () => {
  it('takes its saved start along, even before the offline chunk has loaded', async () => {
    // This DOM has no IndexedDB: deleting the saved pages can only warn here.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kept = `${PREFIX}offline-start:https://a.example|7`
    const other = `${PREFIX}offline-start:https://a.example|8`
    window.localStorage.setItem(kept, '{}')
    window.localStorage.setItem(other, '{}')

    forgetAccount({ server: 'https://a.example', userId: '7' })

    await vi.waitFor(() => expect(window.localStorage.getItem(kept)).toBeNull(), {
      timeout: 20_000,
    })
    expect(window.localStorage.getItem(other)).toBe('{}')
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Could not delete what was kept for reading offline',
        expect.anything(),
      ),
    )
  })
})
