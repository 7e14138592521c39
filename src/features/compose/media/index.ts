import styles from './MediaUploadList.module.css'

export type { MediaItem, UploadedMedia, UploadStatus } from './mediaUploads'
export { useMediaUploads } from './useMediaUploads'
export type { MediaUploads } from './useMediaUploads'
export { MediaUploadList } from './MediaUploadList'
export type { MediaUploadListProps } from './MediaUploadList'
export { MediaPickerButton } from './MediaPickerButton'
export { useMediaDrop } from './useMediaDrop'
export type { MediaDrop } from './useMediaDrop'
export { checkUploadSize, formatFileSize } from './fileSize'

/** Class for the form's drop zone while `useMediaDrop().dragging` is true. */
export const dropTargetClass: string = styles.dropTarget ?? ''
