/*
 * The status body: content warning and collapsing, the
 * text (MFM, greentext), and the lines above it (reply-to with a preview of
 * the parent, mentions line, edited marker).
 */
export { StatusContent } from './StatusContent'
export { StatusText } from './StatusText'
export { StatusPreface } from './StatusPreface'
export { tallScore, isLongSubject } from './bodyRules'
