import type { ReactNode } from 'react'
import { Page } from './Page'
import styles from './Panel.module.css'

interface PanelProps {
  title?: ReactNode
  /** Heading level of the title; panels in the sidebar use h2. */
  level?: 2 | 3
  actions?: ReactNode
  children: ReactNode
  className?: string
  bodyClassName?: string
  as?: 'section' | 'div' | 'aside' | 'nav'
  label?: string
}

/** A titled box: the basic building block of the sidebar and the main column. */
export function Panel({ level = 2, children, bodyClassName, ...frame }: PanelProps) {
  return (
    <Page level={level} {...frame}>
      <div className={bodyClassName ?? styles.body}>{children}</div>
    </Page>
  )
}
