import '../push/memberPush'
import WebPushToggle from '../push/WebPushToggle'
import FollowRequestsNavItem from './FollowRequestsNavItem'

/**
 * The navigation panel's members-only entries after the Timelines group:
 * one lazy chunk, so the first visit carries a single import for them.
 * It also brings the member's push subscription upkeep (memberPush).
 */
export default function MemberNavItems() {
  return (
    <>
      <FollowRequestsNavItem />
      <WebPushToggle />
    </>
  )
}
