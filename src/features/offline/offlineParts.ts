// What the entry loads, as one chunk: once the strip is on screen, the post
// form's hint and the outbox's keeping are there too, network or not.
export { default as OfflineBar } from './OfflineBar'
export { default as OfflineHint } from './OfflineHint'
export { queuePost } from './queue'
// An online session keeps its start for a later one without a network.
import './offlineStart'
