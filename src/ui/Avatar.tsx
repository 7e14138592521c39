import { useState } from 'react'
import styles from './Avatar.module.css'

/** Shown when an avatar fails to load (fall back to the default image). */
const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#2a3646"/><circle cx="24" cy="19" r="9" fill="#8d99a8"/><path d="M8 44c2-9 9-14 16-14s14 5 16 14z" fill="#8d99a8"/></svg>',
  )

interface AvatarProps {
  src: string
  size?: number
  /** Empty when a visible name next to it already says whose avatar it is. */
  alt?: string
  className?: string
}

export function Avatar({ src, size = 48, alt = '', className }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={failed || !src ? DEFAULT_AVATAR : src}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
