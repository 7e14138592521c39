import { beforeAll, describe, expect, it } from 'vitest'
import { normalizeNotification } from '../../api/normalize'
import { akkomaNotificationJson } from '../../api/testFixtures'
import { translator, initI18n } from '../../i18n/i18n'
import { desktopContent } from './desktop'
import '../../i18n/areas/notifications'

beforeAll(async () => {
  await initI18n('en')
})

describe('desktop notification content', () => {
  const base = normalizeNotification(akkomaNotificationJson())

  it('names who did what and opens the status', () => {
    const n = { ...base, type: 'favourite' as const }
    const content = desktopContent(n, translator.t, { hideIfCW: true })
    expect(content.title).toContain('liked your post')
    expect(content.path).toBe(`/notice/${n.status?.id}`)
    expect(content.icon).toBe(n.account.avatar)
  })

  it('shows the content warning instead of the text when asked to', () => {
    const status = { ...base.status!, spoiler_text: 'spoilers', content: '<p>secret</p>' }
    const n = { ...base, type: 'mention' as const, status }
    expect(desktopContent(n, translator.t, { hideIfCW: true }).body).toBe(
      'Content warning: spoilers',
    )
    expect(desktopContent(n, translator.t, { hideIfCW: false }).body).toBe('secret')
  })

  it('opens the profile for follows', () => {
    const n = { ...base, type: 'follow' as const, status: null }
    expect(desktopContent(n, translator.t, { hideIfCW: true }).path).toMatch(/^\/users\//)
  })
})
