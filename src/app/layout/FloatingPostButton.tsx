import { useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { LazyPostForm as PostForm } from '../../features/compose/LazyPostForm'
import { PenIcon } from '../../ui/icons'
import { Modal } from '../../ui/Modal'
import { useWindowWidth } from '../../ui/layoutType'
import styles from './FloatingPostButton.module.css'

/** An on-screen keyboard is guessed from a small viewport (spec 2 §9). */
export function keyboardGuessed(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width < 450 && height < 560)
}

export function FloatingPostButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const width = useWindowWidth()
  if (keyboardGuessed(width, window.innerHeight) && !open) return null
  return (
    <>
      <button
        type="button"
        className={styles.fab}
        onClick={() => setOpen(true)}
        aria-label={t('nav.new_post')}
      >
        <PenIcon />
      </button>
      <Modal open={open} title={t('nav.new_post')} onClose={() => setOpen(false)}>
        <PostForm autoFocus onPosted={() => setOpen(false)} />
      </Modal>
    </>
  )
}
