import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { inlineArrows } from './direction'

/**
 * Where the arrow keys, Home and End move the focus in a tab list (the ARIA
 * tabs pattern): arrows wrap around; any other key moves nothing (null).
 */
export function nextTabIndex(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): number | null {
  if (count === 0) return null
  const { forward, backward } = inlineArrows()
  const [next, previous] =
    orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : [forward, backward]
  if (key === next) return (index + 1) % count
  if (key === previous) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/** The id of a tab's button and of the one panel the tabs control. */
export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`
export const tabPanelId = (idBase: string) => `${idBase}-panel`

interface TabListProps<K extends string> {
  tabs: readonly K[]
  selected: K
  onSelect: (key: K) => void
  label: string
  /** Prefix of the ids (`useId()`); the panel takes `tabPanelId(idBase)`. */
  idBase: string
  children: (key: K) => ReactNode
  className?: string
  tabClassName?: string
  /** A vertical list moves with the up and down arrows. */
  orientation?: 'horizontal' | 'vertical'
}

/**
 * A tab list whose tabs choose what one panel shows: only the selected tab
 * is in the tab order, and the arrow keys, Home and End move and choose.
 */
export function TabList<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idBase,
  children,
  className,
  tabClassName,
  orientation = 'horizontal',
}: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const onKeyDown = (e: KeyboardEvent) => {
    const next = nextTabIndex(e.key, tabs.indexOf(selected), tabs.length, orientation)
    const target = next === null ? undefined : tabs[next]
    if (target === undefined) return
    e.preventDefault()
    onSelect(target)
    refs.current.get(target)?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={className}
      onKeyDown={onKeyDown}
    >
      {tabs.map((key) => (
        <button
          key={key}
          ref={(el) => {
            if (el) refs.current.set(key, el)
            else refs.current.delete(key)
          }}
          type="button"
          role="tab"
          id={tabId(idBase, key)}
          aria-selected={key === selected}
          aria-controls={tabPanelId(idBase)}
          tabIndex={key === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(key)}
        >
          {children(key)}
        </button>
      ))}
    </div>
  )
}
