import { useId, type ReactNode } from 'react'
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
export function Panel({
  title,
  level = 2,
  actions,
  children,
  className,
  bodyClassName,
  as: Tag = 'section',
  label,
}: PanelProps) {
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Tag
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={title && !label ? id : undefined}
      aria-label={label}
    >
      {(title || actions) && (
        <div className={styles.header}>
          {title && (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      <div className={bodyClassName ?? styles.body}>{children}</div>
    </Tag>
  )
}
