// The moderation area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { ModerationDrawerItem } from './ModerationEntry'
export { UserCardAdminMenu } from './UserCardAdminMenu'
