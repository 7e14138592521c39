export {
  EXPIRY_UNITS,
  addOption,
  canAddOption,
  canRemoveOption,
  clampExpiry,
  distinctOptions,
  emptyPoll,
  expiresInSeconds,
  expiryRange,
  expiryUnits,
  pollHasContent,
  pollLimits,
  pollsAvailable,
  removeOption,
  setExpiryUnit,
  setOption,
  toPollPayload,
  validatePoll,
} from './pollRules'
export type { ExpiryUnit, PollDraft, PollPayload } from './pollRules'
export { PollEditor } from './PollEditor'
export type { PollEditorProps } from './PollEditor'
