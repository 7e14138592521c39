import { describe, expect, it, vi } from 'vitest'
import { useSession } from '../../store/session'
import { resetSessionForTests, startSessionForTests } from '../../test/session'

const resumeWebPush = vi.fn(async () => undefined)
const forgetBrowserSubscription = vi.fn(async () => undefined)
vi.mock('./webPush', () => ({ resumeWebPush, forgetBrowserSubscription }))

describe('push upkeep for members', () => {
  it('renews on load and sign-in, forgets on sign-out', async () => {
    startSessionForTests('me')
    await import('./memberPush')
    // jsdom's document has loaded: the renewal runs at once.
    expect(resumeWebPush).toHaveBeenCalledTimes(1)
    resetSessionForTests()
    expect(forgetBrowserSubscription).toHaveBeenCalledTimes(1)
    startSessionForTests('other')
    expect(resumeWebPush).toHaveBeenCalledTimes(2)
    useSession.setState({ extras: null })
    expect(resumeWebPush).toHaveBeenCalledTimes(2)
  })
})
