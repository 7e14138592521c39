import { Suspense, useId, type ReactNode } from 'react'
import { MOBILE_MAX_WIDTH } from '../config/constants'
import { Button } from './Button'
import { useWindowWidth } from './layoutType'
import type { ModalVisibility } from './modalMachine'
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

interface TabbedModalProps<K extends string> {
  visibility: ModalVisibility
  /**
   * The area of the messages that name the modal and its tabs: `<area>.title`,
   * `.sections`, `.minimize`, `.close`, `.restore`, `.minimized_label`, and
   * `<area>.tab_<key>` for each tab.
   */
  messages: string
  tabs: readonly K[]
  selected: K
  onSelect: (key: K) => void
  /** Shows the modal again from the minimized bar. */
  onRestore: () => void
  onMinimize: () => void
  onClose: () => void
  /** The selected tab's content; it may suspend while its code loads. */
  children: ReactNode
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
}: Pick<TabbedModalProps<string>, 'onRestore' | 'onClose'> & { labels: TabbedModalLabels }) {
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
  visibility,
  messages,
  tabs,
  selected,
  onSelect,
  onRestore,
  onMinimize,
  onClose,
  children,
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
  const dialog = useNativeDialog(visibility === 'visible', onClose)
  const titleId = useId()
  const idBase = useId()
  const vertical = useWindowWidth() > MOBILE_MAX_WIDTH
  const tabbed = tabs.length > 1

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
          <Button variant="ghost" size="icon" onClick={onMinimize} aria-label={labels.minimize}>
            <span aria-hidden="true">▁</span>
          </Button>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={labels.close}>
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
        {replacement ?? (
          <div className={styles.main}>
            {tabbed && (
              <TabList
                tabs={tabs}
                selected={selected}
                onSelect={onSelect}
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
              <Suspense fallback={<LoadingPanel />}>{children}</Suspense>
            </div>
          </div>
        )}
        {footer}
      </dialog>
      {visibility === 'minimized' && (
        <MinimizedBar labels={labels} onRestore={onRestore} onClose={onClose} />
      )}
    </>
  )
}
