/**
 * Wire JSON → client entities (types.ts). Every normalizer accepts `unknown`
 * and defaults whatever is missing or mistyped; only an entity with no id at
 * all (status, account, notification) throws `MalformedEntityError`.
 */
export {
  normalizeAccount,
  normalizeEmoji,
  normalizeEmojiList,
  normalizeRelationship,
  parseVisibility,
} from './normalizers/account'
export { normalizeAttachment, normalizeCard, normalizePoll } from './normalizers/media'
export { normalizeStatus } from './normalizers/status'
export { normalizeNotification } from './normalizers/notification'
export { compareIds, isNewer, maxId, minId } from './normalizers/ids'
export { MalformedEntityError } from './errors'
