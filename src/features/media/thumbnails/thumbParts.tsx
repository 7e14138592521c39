import type { ButtonHTMLAttributes, Ref } from 'react'
import type { ItemProps, ThumbProps } from './types'
import styles from './Thumbnails.module.css'

interface ThumbButtonProps
  extends ItemProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  ref?: Ref<HTMLButtonElement>
}

/** A thumbnail that is one button, named by its label, opening its item in the viewer. */
export function ThumbButton({
  item,
  label,
  onOpen,
  className = styles.thumb,
  children,
  ...button
}: ThumbButtonProps) {
  return (
    <button
      {...button}
      type="button"
      className={className}
      aria-label={label}
      onClick={(e) => onOpen(item.index, e.currentTarget)}
    >
      {children}
    </button>
  )
}

/** The picture's class: cropped to its cell, or whole ('contain'). */
export const mediaClass = (fit: ThumbProps['fit']) =>
  `${styles.media} ${fit === 'contain' ? styles.contain : ''}`
