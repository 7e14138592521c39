import '../push/memberPush'
import FollowRequestsNavItem from './FollowRequestsNavItem'

/**
 * The navigation panel's members-only entries after the Timelines group:
 * one lazy chunk, so the first visit carries a single import for them.
 * It also brings the member's push subscription upkeep (memberPush); the
 * push switch itself is in the settings' Notifications tab.
 */
export default function MemberNavItems() {
  return <FollowRequestsNavItem />
}
