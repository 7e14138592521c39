// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ServerFeatures } from '../../api/features'
import { navMoreItems, type NavRuleContext } from './navItems'

const features = (over: Partial<ServerFeatures> = {}) =>
  ({ suggestions: true, adminApi: true, ...over }) as ServerFeatures

const ctx = (over: Partial<NavRuleContext> = {}): NavRuleContext => ({
  loggedIn: false,
  drawer: false,
  isAdmin: false,
  instance: { private: false, features: features() },
  ...over,
})

const keys = (c: NavRuleContext) => navMoreItems(c).map((i) => i.key)

describe('navMoreItems (spec 1 §2)', () => {
  it('gives everyone the about page; the desktop panel leaves search to the top bar', () => {
    expect(keys(ctx())).toEqual(['about'])
    expect(keys(ctx({ loggedIn: true, isAdmin: true }))).toEqual(['about'])
  })

  it('puts search, who to follow, about and administration in the drawer, in that order', () => {
    expect(keys(ctx({ drawer: true, loggedIn: true, isAdmin: true }))).toEqual([
      'search',
      'who-to-follow',
      'about',
      'administration',
    ])
    expect(keys(ctx({ drawer: true }))).toEqual(['search', 'about'])
  })

  it('hides search from guests of a private instance', () => {
    const instance = { private: true, features: features() }
    expect(keys(ctx({ drawer: true, instance }))).toEqual(['about'])
    expect(keys(ctx({ drawer: true, loggedIn: true, instance }))).toContain('search')
  })

  it('offers who to follow and administration only where the server has them', () => {
    const instance = { private: false, features: features({ suggestions: false, adminApi: false }) }
    expect(keys(ctx({ drawer: true, loggedIn: true, isAdmin: true, instance }))).toEqual([
      'search',
      'about',
    ])
    expect(keys(ctx({ drawer: true, loggedIn: true, isAdmin: false }))).not.toContain(
      'administration',
    )
  })

  it('opens the admin dashboard in a new tab', () => {
    const admin = navMoreItems(ctx({ drawer: true, loggedIn: true, isAdmin: true })).find(
      (i) => i.key === 'administration',
    )
    expect(admin).toMatchObject({ to: '/pleroma/admin/', external: true })
  })
})
