// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { settingsTabs } from './SettingsModal'

describe('the settings tabs', () => {
  it('show Filters only to members of a server that keeps filters (not Hollo)', () => {
    expect(settingsTabs(true, true, true)).toContain('filters')
    expect(settingsTabs(true, true, false)).not.toContain('filters')
    expect(settingsTabs(false, true, true)).toEqual(['general', 'theme'])
    // Beside the mutes, whose words stay in this browser.
    const tabs = settingsTabs(true, false, true)
    expect(tabs.indexOf('filters')).toBe(tabs.indexOf('mutes') + 1)
    expect(tabs).not.toContain('security')
  })
})
