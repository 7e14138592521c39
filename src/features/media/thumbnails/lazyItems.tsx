import { Suspense, type ComponentProps, type ReactNode } from 'react'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import { lazy } from '../../../ui/lazy'
import styles from './Thumbnails.module.css'

/*
 * The less common gallery items (video, gifv, files, Flash, the link list,
 * still frames of GIFs) load as lazy chunks the first time one is on
 * screen, keeping them out of the first visit's JavaScript. A visual cell
 * already has its final size (the gallery's aspect classes), so waiting
 * shows an empty cell, not a jump; rows get a placeholder of their height.
 */

const videoThumbs = () => import('./VideoThumbs')
const otherItems = () => import('./OtherItems')
const stillFrame = () => import('./StillFrame')

const LazyVideoCell = lazy(() => videoThumbs().then((m) => ({ default: m.VideoCell })))
const LazyGifvThumb = lazy(() => videoThumbs().then((m) => ({ default: m.GifvThumb })))
const LazyVideoTile = lazy(() => videoThumbs().then((m) => ({ default: m.VideoTile })))
const LazyIconTile = lazy(() => otherItems().then((m) => ({ default: m.IconTile })))
const LazyFileLink = lazy(() => otherItems().then((m) => ({ default: m.FileLink })))
const LazyHiddenLink = lazy(() => otherItems().then((m) => ({ default: m.HiddenLink })))
const LazyStillFrame = lazy(() => stillFrame().then((m) => ({ default: m.StillFrame })))

/** A chunk that fails to load costs this one item, not the timeline around it. */
function deferred(children: ReactNode, fallback: ReactNode = null) {
  return (
    <ErrorBoundary silent>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  )
}

const rowPlaceholder = (className: string | undefined) => (
  <div className={className} aria-hidden="true" />
)

export const VideoCell = (p: ComponentProps<typeof LazyVideoCell>) =>
  deferred(<LazyVideoCell {...p} />)
export const GifvThumb = (p: ComponentProps<typeof LazyGifvThumb>) =>
  deferred(<LazyGifvThumb {...p} />)
export const VideoTile = (p: ComponentProps<typeof LazyVideoTile>) =>
  deferred(<LazyVideoTile {...p} />)
export const IconTile = (p: ComponentProps<typeof LazyIconTile>) =>
  deferred(<LazyIconTile {...p} />)
export const StillFrame = (p: ComponentProps<typeof LazyStillFrame>) =>
  deferred(<LazyStillFrame {...p} />)
export const FileLink = (p: ComponentProps<typeof LazyFileLink>) =>
  deferred(<LazyFileLink {...p} />, rowPlaceholder(p.tile ? undefined : styles.pendingLink))
export const HiddenLink = (p: ComponentProps<typeof LazyHiddenLink>) =>
  deferred(<LazyHiddenLink {...p} />, rowPlaceholder(styles.pendingLink))
