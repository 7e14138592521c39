// The users area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { BasicUserCard } from './BasicUserCard'
export { StatusAvatar, StatusUserCard } from './StatusAvatar'
export { UserCard } from './UserCard'
export type { CountTab } from './UserCard'
export { UserCardCompact } from './UserCardCompact'
export { useHighlights, useUserHighlight } from './highlight'
