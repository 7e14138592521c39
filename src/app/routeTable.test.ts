// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { guardRedirect, ROUTE_TABLE, routeByName } from './routeTable'

const guest = { loggedIn: false, loggedInLanding: '/main/friends', loggedOutLanding: '/main/all' }
const member = { ...guest, loggedIn: true }

describe('route guards', () => {
  it('sends guests on login-required routes to the logged-out landing path', () => {
    for (const name of [
      'friends',
      'dms',
      'interactions',
      'notifications',
      'friend-requests',
      'who-to-follow',
      'remote-user-profile',
      'remote-user-profile-acct',
      'lists',
      'list-timeline',
      'list-edit',
    ]) {
      expect(guardRedirect(routeByName(name), guest)).toBe('/main/all')
      expect(guardRedirect(routeByName(name), member)).toBeNull()
    }
  })

  it('lets everybody see open routes', () => {
    for (const name of [
      'public-timeline',
      'public-external-timeline',
      'about',
      'search',
      'conversation',
    ]) {
      expect(guardRedirect(routeByName(name), guest)).toBeNull()
    }
  })

  it('sends guests away from search only on a private instance', () => {
    const search = routeByName('search')
    expect(guardRedirect(search, { ...guest, privateInstance: true })).toBe('/main/all')
    expect(guardRedirect(search, { ...member, privateInstance: true })).toBeNull()
    expect(guardRedirect(search, { ...guest, privateInstance: false })).toBeNull()
    expect(guardRedirect(routeByName('about'), { ...guest, privateInstance: true })).toBeNull()
  })

  it('redirects root by login state and honours configured landing paths', () => {
    expect(guardRedirect(routeByName('root'), guest)).toBe('/main/all')
    expect(guardRedirect(routeByName('root'), member)).toBe('/main/friends')
    expect(guardRedirect(routeByName('root'), { ...guest, loggedOutLanding: '/main/public' })).toBe(
      '/main/public',
    )
  })

  it('marks only the conversation as no-scroll', () => {
    expect(ROUTE_TABLE.filter((r) => r.noScroll).map((r) => r.name)).toEqual(['conversation'])
  })
})
