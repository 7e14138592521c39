// The media area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { AttachmentGallery } from './AttachmentGallery'
export { safeHttpUrl } from './mediaKind'
export { isNsfw } from './nsfw'
export { MediaViewerHost } from './viewer/MediaViewerHost'
export { openMediaViewer, useMediaViewer } from './viewer/viewerStore'
