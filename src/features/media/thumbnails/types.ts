import type { GalleryItem } from '../galleryLayout'

/** Opens the viewer on the status's attachment `index`; focus comes back to `from`. */
export type OpenMedia = (index: number, from: HTMLElement) => void

export interface ThumbProps {
  item: GalleryItem
  /** Accessible name: the description, or e.g. "Image 2 of 4". */
  label: string
  onOpen: OpenMedia
  /** 'contain' shows a lone item whole; 'cover' crops items sharing a row. */
  fit: 'cover' | 'contain'
}

/** An item's props where the fit does not apply. */
export type ItemProps = Omit<ThumbProps, 'fit'>
