// The statuses area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { StatusView } from './StatusView'
export { StatusHistoryHost } from './history/StatusHistoryHost'
export { plainTextOfHtml } from './mute/muteRules'
export { muteDecisionForStatus } from './mute/useMuteDecision'
export { resetTranslationLanguages, translationLanguages } from './translation/translationStore'
export { AvatarRow } from './stats/AvatarRow'
export { StatFaces } from './stats/statFaces'
