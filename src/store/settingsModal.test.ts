// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import {
  chooseSettingsTab,
  closeSettings,
  openSettings,
  peekSettings,
  useSettingsModal,
} from './settingsModal'

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
    chooseSettingsTab('mutes')
    peekSettings()
    expect(useSettingsModal.getState()).toMatchObject({ visibility: 'minimized', tab: 'mutes' })
    peekSettings()
    expect(useSettingsModal.getState().visibility).toBe('visible')
  })

  it('refuses to minimize a hidden modal', () => {
    expect(() => peekSettings()).toThrow('Illegal minimization state')
  })
})
