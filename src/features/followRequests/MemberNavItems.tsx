import FollowRequestsNavItem from './FollowRequestsNavItem'

/**
 * The navigation panel's members-only entries after the Timelines group:
 * one lazy chunk, so the first visit carries a single import for them.
 */
export default function MemberNavItems() {
  return <FollowRequestsNavItem />
}
