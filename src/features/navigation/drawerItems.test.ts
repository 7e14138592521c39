// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ServerFeatures } from '../../api/features'
import { drawerItems, type DrawerRuleContext } from './drawerItems'

const features = (over: Partial<ServerFeatures> = {}) =>
  ({ suggestions: true, adminApi: true, ...over }) as ServerFeatures

const ctx = (over: Partial<DrawerRuleContext> = {}): DrawerRuleContext => ({
  loggedIn: false,
  isAdmin: false,
  openSettings: () => undefined,
  instance: { private: false, features: features() },
  ...over,
})

const keys = (c: DrawerRuleContext) => drawerItems(c).map((i) => i.key)

describe('drawerItems', () => {
  it('puts search, who to follow, about and administration in the drawer, in that order', () => {
    expect(keys(ctx({ loggedIn: true, isAdmin: true }))).toEqual([
      'search',
      'who-to-follow',
      'settings',
      'about',
      'administration',
    ])
    expect(keys(ctx({}))).toEqual(['search', 'settings', 'about'])
  })

  it('hides search from guests of a private instance', () => {
    const instance = { private: true, features: features() }
    expect(keys(ctx({ instance }))).toEqual(['settings', 'about'])
    expect(keys(ctx({ loggedIn: true, instance }))).toContain('search')
  })

  it('offers who to follow and administration only where the server has them', () => {
    const instance = { private: false, features: features({ suggestions: false, adminApi: false }) }
    expect(keys(ctx({ loggedIn: true, isAdmin: true, instance }))).toEqual([
      'search',
      'settings',
      'about',
    ])
    expect(keys(ctx({ loggedIn: true, isAdmin: false }))).not.toContain('administration')
  })

  it('opens the admin dashboard in a new tab', () => {
    const admin = drawerItems(ctx({ loggedIn: true, isAdmin: true })).find(
      (i) => i.key === 'administration',
    )
    expect(admin).toMatchObject({ to: '/pleroma/admin/', external: true })
  })
})
