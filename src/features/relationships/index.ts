// The relationships area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { FollowedTags } from './FollowedTags'
export { RelationshipControls } from './RelationshipControls'
export { loadRelationLists } from './relationLists'
export { applyDomainBlock, unblockAccount, unmuteAccount } from './relationshipActions'
