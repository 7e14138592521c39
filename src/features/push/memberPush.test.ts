import { describe, expect, it, vi } from 'vitest'
import { useSession } from '../../store/session'

const resumeWebPush = vi.fn(async () => undefined)
const forgetBrowserSubscription = vi.fn(async () => undefined)
vi.mock('./webPush', () => ({ resumeWebPush, forgetBrowserSubscription }))

describe('push upkeep for members', () => {
  it('renews on load and sign-in, forgets on sign-out', async () => {
    useSession.setState({ currentUserId: 'me' })
    await import('./memberPush')
    // jsdom's document has loaded: the renewal runs at once.
    expect(resumeWebPush).toHaveBeenCalledTimes(1)
    useSession.setState({ currentUserId: null })
    expect(forgetBrowserSubscription).toHaveBeenCalledTimes(1)
    useSession.setState({ currentUserId: 'other' })
    expect(resumeWebPush).toHaveBeenCalledTimes(2)
    useSession.setState({ extras: null })
    expect(resumeWebPush).toHaveBeenCalledTimes(2)
  })
})
