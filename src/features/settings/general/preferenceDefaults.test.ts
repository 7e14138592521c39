// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from '../../../store/preferences'

describe('preference defaults the General tab offers', () => {
  it('matches the documented defaults', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      // The shell and timelines
      interfaceLanguage: null,
      thirdColumnMode: 'notifications',
      displayPageBackgrounds: true,
      hideISP: false,
      streaming: false,
      useStreamingApi: true,
      pauseOnUnfocused: true,
      virtualScrolling: true,
      // Statuses and media
      collapseMessageWithSubject: true,
      padEmoji: true,
      hideAttachments: false,
      maxThumbnails: 16,
      hideNsfw: true,
      preloadImage: true,
      loopVideo: true,
      emojiReactionsOnTimeline: true,
      replyVisibility: 'all',
      userProfileDefaultTab: 'statuses',
      playVideosInModal: false,
      useContainFit: true,
      useBlurhash: true,
    })
  })

  it('starts the shell options that have no documented default off', () => {
    for (const key of [
      'showNavShortcuts',
      'showWiderShortcuts',
      'showPanelNavShortcuts',
      'hideSiteName',
      'hideSiteFavicon',
      'disableStickyHeaders',
      'showScrollbars',
      'hideInstanceWallpaper',
      'alwaysShowNewPostButton',
      'autohideFloatingPostButton',
      'sidebarRight',
    ] as const) {
      expect(DEFAULT_PREFERENCES[key]).toBe(false)
    }
  })

  it('leaves every confirmation to the instance (undefined)', () => {
    for (const key of [
      'modalOnRepeat',
      'modalOnUnfollow',
      'modalOnBlock',
      'modalOnMute',
      'modalOnDelete',
      'modalOnLogout',
      'modalOnApproveFollow',
      'modalOnDenyFollow',
    ] as const) {
      expect(DEFAULT_PREFERENCES[key]).toBeUndefined()
    }
  })
})
