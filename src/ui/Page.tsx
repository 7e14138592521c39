import { useId, type ReactNode, type Ref } from 'react'

interface PageProps {
  title?: ReactNode
  /** The heading's id, for a page whose other parts point at it; one of its own otherwise. */
  titleId?: string
  level?: 1 | 2 | 3
  /** What stands in the header after the heading (buttons, links, counts). */
  actions?: ReactNode
  /**
   * Whether the frame clips what is inside it to its rounded corners. A page
   * whose menus open past its edge leaves it off.
   */
  clip?: boolean
  as?: 'section' | 'div' | 'aside' | 'nav'
  /** The section's name where it has no visible heading to be named by. */
  label?: string
  className?: string
  headerClassName?: string
  titleClassName?: string
  ref?: Ref<HTMLElement>
  headerRef?: Ref<HTMLDivElement>
  /** A heading the page moves focus to; it takes focus from script only. */
  titleRef?: Ref<HTMLHeadingElement>
  children?: ReactNode
}

/**
 * A framed page or panel: the rounded box, and the header bar with its
 * heading and buttons, which every page of the main column and every panel
 * of the sidebar share. The section is named by its heading.
 */
export function Page({
  title,
  titleId,
  level = 1,
  actions,
  clip = true,
  as: Tag = 'section',
  label,
  className,
  headerClassName,
  titleClassName,
  ref,
  headerRef,
  titleRef,
  children,
}: PageProps) {
  const ownId = useId()
  const id = titleId ?? ownId
  const Heading = `h${level}` as const
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={['panel-frame', clip ? 'page-clip' : 'page-open', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title && !label ? id : undefined}
      aria-label={label}
    >
      {(title || actions) && (
        <div className={['page-header', headerClassName].filter(Boolean).join(' ')} ref={headerRef}>
          {title && (
            <Heading
              id={id}
              className={['page-header-title page-title', titleClassName].filter(Boolean).join(' ')}
              ref={titleRef}
              tabIndex={titleRef ? -1 : undefined}
            >
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </Tag>
  )
}
