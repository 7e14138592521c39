import { Suspense, useId, type ComponentType, type ReactNode } from 'react'
import { MOBILE_MAX_WIDTH } from '../config/constants'
import { Button } from './Button'
import { lazy } from './lazy'
import { useWindowWidth } from './layoutType'
import type { TabbedModalStore } from './modalMachine'
import { LoadingPanel } from './Spinner'
import { TabList, tabId, tabPanelId } from './TabList'
import styles from './TabbedModal.module.css'
import { useNativeDialog } from './useNativeDialog'
import { useTranslation } from '../i18n/react'

/** The words of the frame, already translated by the modal that uses it. */
interface TabbedModalLabels {
  title: string
  /** The name of the tab list. */
  sections: string
  minimize: string
  close: string
  /** The button of the minimized bar that opens the modal again. */
  restore: string
  /** The name of the minimized bar. */
  minimizedLabel: string
}

/**
 * A modal's tabs, each one's code loaded when the tab is first shown: the
 * table of their modules' loaders, keyed by tab.
 */
export function lazyTabs<K extends string>(
  loads: Record<K, () => Promise<{ default: ComponentType }>>,
): Record<K, ComponentType> {
  // Filled in below, one entry per key of the table.
  const tabs = {} as Record<K, ComponentType>
  for (const key in loads) tabs[key] = lazy(loads[key])
  return tabs
}

interface TabbedModalProps<K extends string> {
  /** The modal's store: its visibility, the chosen tab, and the frame's moves. */
  modal: TabbedModalStore<K>
  /**
   * The area of the messages that name the modal and its tabs: `<area>.title`,
   * `.sections`, `.minimize`, `.close`, `.restore`, `.minimized_label`, and
   * `<area>.tab_<key>` for each tab.
   */
  messages: string
  /** The tabs offered, in order, at least one; a chosen tab not among them shows the first. */
  tabs: readonly K[]
  /** Each tab's content; it may suspend while its code loads (see lazyTabs). */
  panels: Record<K, ComponentType>
  /** Beside the title, before the buttons (e.g. a save notice that takes the free room). */
  headerExtra?: ReactNode
  /** Shown instead of the tabs and panel, when the sections could only fail. */
  replacement?: ReactNode
  /** Below the tabs and panel. */
  footer?: ReactNode
  /** Wider, with narrower tabs, for sections of tables. */
  wide?: boolean
}

/** The bar a minimized modal leaves: restore or close from there. */
function MinimizedBar({
  labels,
  onRestore,
  onClose,
}: {
  labels: TabbedModalLabels
  onRestore: () => void
  onClose: () => void
}) {
  return (
    <section className={styles.minimized} aria-label={labels.minimizedLabel}>
      <span className={styles.minimizedTitle}>{labels.title}</span>
      <Button size="small" onClick={onRestore}>
        {labels.restore}
      </Button>
      <Button variant="ghost" size="icon" onClick={onClose} aria-label={labels.close}>
        <span aria-hidden="true">✕</span>
      </Button>
    </section>
  )
}

/**
 * The frame of a large modal of sections (settings, moderation) on the
 * native <dialog>: a header with minimize and close, a tab list choosing
 * what one panel shows (vertical beside it on wide screens, a row above it
 * on phones), and the bar a minimized modal leaves. The dialog stays
 * mounted while minimized, so the tab and its state are kept. A single
 * tab needs no tab list: the panel then is a plain region.
 */
export function TabbedModal<K extends string>({
  modal,
  messages,
  tabs,
  panels,
  headerExtra,
  replacement,
  footer,
  wide = false,
}: TabbedModalProps<K>) {
  const { t } = useTranslation()
  const labels: TabbedModalLabels = {
    title: t(`${messages}.title`),
    sections: t(`${messages}.sections`),
    minimize: t(`${messages}.minimize`),
    close: t(`${messages}.close`),
    restore: t(`${messages}.restore`),
    minimizedLabel: t(`${messages}.minimized_label`),
  }
  const tabLabel = (key: K) => t(`${messages}.tab_${key}`)
  const visibility = modal.useStore((s) => s.visibility)
  const chosen = modal.useStore((s) => s.tab)
  const dialog = useNativeDialog(visibility === 'visible', modal.close)
  const titleId = useId()
  const idBase = useId()
  const vertical = useWindowWidth() > MOBILE_MAX_WIDTH
  const tabbed = tabs.length > 1
  // `tabs` is never empty, so the first is there.
  const selected = tabs.includes(chosen) ? chosen : (tabs[0] as K)
  const Panel: ComponentType = panels[selected]

  return (
    <>
      <dialog
        {...dialog}
        className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        aria-labelledby={titleId}
      >
        <div className={styles.header}>
          <h2
            id={titleId}
            className={headerExtra ? styles.title : `${styles.title} ${styles.titleGrow}`}
          >
            {labels.title}
          </h2>
          {headerExtra}
          <Button variant="ghost" size="icon" onClick={modal.peek} aria-label={labels.minimize}>
            <span aria-hidden="true">▁</span>
          </Button>
          <Button variant="ghost" size="icon" onClick={modal.close} aria-label={labels.close}>
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
        {replacement ?? (
          <div className={styles.main}>
            {tabbed && (
              <TabList
                tabs={tabs}
                selected={selected}
                onSelect={modal.choose}
                label={labels.sections}
                idBase={idBase}
                className={styles.tabs}
                tabClassName={styles.tab}
                orientation={vertical ? 'vertical' : 'horizontal'}
              >
                {tabLabel}
              </TabList>
            )}
            <div
              role={tabbed ? 'tabpanel' : undefined}
              id={tabPanelId(idBase)}
              aria-labelledby={tabbed ? tabId(idBase, selected) : undefined}
              className={styles.panel}
            >
              <Suspense fallback={<LoadingPanel />}>
                <Panel key={selected} />
              </Suspense>
            </div>
          </div>
        )}
        {footer}
      </dialog>
      {visibility === 'minimized' && (
        <MinimizedBar labels={labels} onRestore={modal.peek} onClose={modal.close} />
      )}
    </>
  )
}
