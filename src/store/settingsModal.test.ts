// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { closeSettings, openSettings, settingsModal, useSettingsModal } from './settingsModal'

beforeEach(() => {
  useSettingsModal.setState({ visibility: 'hidden', loaded: false, tab: 'general' })
})

describe('the settings modal state', () => {
  it('opens visible and loaded, on a chosen tab, and keeps loaded after closing', () => {
    openSettings('data')
    expect(useSettingsModal.getState()).toMatchObject({
      visibility: 'visible',
      loaded: true,
      tab: 'data',
    })
    closeSettings()
    expect(useSettingsModal.getState()).toMatchObject({ visibility: 'hidden', loaded: true })
  })

  it('peeks between visible and minimized, keeping the tab', () => {
    openSettings()
    settingsModal.choose('mutes')
    settingsModal.peek()
    expect(useSettingsModal.getState()).toMatchObject({ visibility: 'minimized', tab: 'mutes' })
    settingsModal.peek()
    expect(useSettingsModal.getState().visibility).toBe('visible')
  })

  it('refuses to minimize a hidden modal', () => {
    expect(() => settingsModal.peek()).toThrow('Illegal minimization state')
  })
})
