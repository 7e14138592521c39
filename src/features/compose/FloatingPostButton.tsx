import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from '../../i18n/react'
import { FLOATING_BUTTON_SCROLL_DEBOUNCE } from '../../config/constants'
import { LazyPostForm as PostForm } from './LazyPostForm'
import { PenIcon } from '../../ui/icons'
import { Modal } from '../../ui/Modal'
import { useWindowWidth } from '../../ui/layoutType'
import styles from './FloatingPostButton.module.css'

/** An on-screen keyboard is guessed from a small viewport. */
export function keyboardGuessed(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width < 450 && height < 560)
}

/**
 * autohideFloatingPostButton: the button steps aside while the page scrolls
 * down and comes back when scrolling goes up or stops for
 * FLOATING_BUTTON_SCROLL_DEBOUNCE. A focused button stays.
 */
export function useAutohide(enabled: boolean, button: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let last = window.scrollY
    let settle: ReturnType<typeof setTimeout> | null = null
    const onScroll = () => {
      const y = window.scrollY
      const focused = button.current !== null && document.activeElement === button.current
      if (y > last && !focused) setHidden(true)
      else if (y < last) setHidden(false)
      last = y
      if (settle) clearTimeout(settle)
      settle = setTimeout(() => setHidden(false), FLOATING_BUTTON_SCROLL_DEBOUNCE)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (settle) clearTimeout(settle)
    }
  }, [enabled, button])
  return enabled && hidden
}

export function FloatingPostButton({ autohide = false }: { autohide?: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const width = useWindowWidth()
  const ref = useRef<HTMLButtonElement>(null)
  const hidden = useAutohide(autohide, ref)
  if (keyboardGuessed(width, window.innerHeight) && !open) return null
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={`${styles.fab} ${hidden ? styles.hidden : ''}`}
        onClick={() => setOpen(true)}
        aria-label={t('nav.new_post')}
        data-shortcut="new-post"
        aria-keyshortcuts="n"
      >
        <PenIcon />
      </button>
      <Modal open={open} title={t('nav.new_post')} onClose={() => setOpen(false)}>
        <PostForm autoFocus onPosted={() => setOpen(false)} />
      </Modal>
    </>
  )
}
