import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from '../../i18n/react'
import type { CustomEmoji, StickerPack } from '../../api/types'
import { EMOJI_LOADING_NOTE_DELAY, EMOJI_SEARCH_DEBOUNCE } from '../../config/constants'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { groupCustomEmoji } from './customEmojiGroups'
import { EmojiGrid, type EmojiGridHandle } from './EmojiGrid'
import styles from './EmojiPicker.module.css'
import { normalizeEmojiQuery, searchEmoji } from './emojiRank'
import { readRecentEmoji, rememberEmoji } from './recentEmoji'
import { loadStandardEmoji, loadedStandardEmoji } from './standardEmoji'
import { StickerPanel } from './StickerPanel'
import { loadedStickerPacks, loadStickerPacks } from './stickers'
import type { EmojiSection, PickedEmoji, PickerEmoji } from './types'
import './messages'

export interface EmojiPickerProps {
  onPick: (emoji: PickedEmoji) => void
  onClose: () => void
  enableStickers?: boolean
  /** Offer the instance's custom emoji (reactions on servers that take only Unicode ones do not). */
  withCustomEmoji?: boolean
  onPickSticker?: (file: { url: string; name: string }) => void
}

type StandardState =
  { status: 'loading' } | { status: 'ready'; sections: EmojiSection[] } | { status: 'failed' }

type Tab = 'emoji' | 'stickers'

// The standard emoji's data starts loading with this chunk, not after the
// picker's first render: the grid waits for it (below).
loadStandardEmoji().catch(() => undefined)

const NO_CUSTOM_EMOJI: CustomEmoji[] = []

function initialStandard(): StandardState {
  const sections = loadedStandardEmoji()
  return sections ? { status: 'ready', sections } : { status: 'loading' }
}

/** A recent entry as the picker shows it: the current data of that emoji when it still exists. */
function resolveRecent(entry: PickedEmoji, known: Map<string, PickerEmoji>): PickerEmoji {
  const current = known.get(entry.name)
  if (current) return current
  const title = entry.imageUrl ? `:${entry.name}:` : entry.name
  return { ...entry, displayText: entry.name, keywords: [], title }
}

/**
 * The emoji picker: recent emoji, the standard Unicode groups
 * and the instance's custom packs in one windowed grid, a debounced search
 * whose results replace the groups, and a stickers tab when the caller
 * enables it and the instance has sticker packs. A non-modal dialog: the
 * caller places it, and gets `onClose` for Escape and the close button.
 */
export default function EmojiPicker({
  onPick,
  onClose,
  enableStickers = false,
  withCustomEmoji = true,
  onPickSticker,
}: EmojiPickerProps) {
  const { t } = useTranslation()
  const customEmoji =
    useSession((s) => (withCustomEmoji ? s.instance?.customEmoji : undefined)) ?? NO_CUSTOM_EMOJI
  // Read once per opening: the recent group does not reshuffle under the pointer while open.
  const [recent] = useState(readRecentEmoji)
  const [standard, setStandard] = useState<StandardState>(initialStandard)
  const [attempt, setAttempt] = useState(0)
  /** The standard emoji have taken long enough to load that the picker says so. */
  const [slowLoad, setSlowLoad] = useState(false)
  const [query, setQuery] = useState('')
  const [term, setTerm] = useState('')
  const [tab, setTab] = useState<Tab>('emoji')
  const stickersWanted = enableStickers && onPickSticker !== undefined
  const [packs, setPacks] = useState<StickerPack[]>(() => loadedStickerPacks() ?? [])
  const search = useRef<HTMLInputElement>(null)
  const grid = useRef<EmojiGridHandle>(null)
  const ids = useId()

  // At the commit that shows the picker: as a passive effect it could run after
  // an Escape that closed it already, leaving the focus nowhere.
  useLayoutEffect(() => {
    search.current?.focus()
  }, [])

  useEffect(() => {
    let live = true
    loadStandardEmoji().then(
      (sections) => {
        if (live) setStandard({ status: 'ready', sections })
      },
      (error: unknown) => {
        console.warn('Could not load the standard emoji', error)
        if (live) setStandard({ status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [attempt])

  const loadingStandard = standard.status === 'loading'
  useEffect(() => {
    if (!loadingStandard) return
    // A note and a spinner that come and go within a fraction of a second only
    // flash; the spinner's animation also costs the page a compositing update
    // on the very frames that wait for the emoji data.
    const timer = window.setTimeout(() => setSlowLoad(true), EMOJI_LOADING_NOTE_DELAY)
    return () => window.clearTimeout(timer)
  }, [loadingStandard])

  useEffect(() => {
    // Asked for once the standard emoji are in: the sticker tab can wait, the
    // grid's data should not share the first frames and the server with it.
    if (!stickersWanted || loadingStandard) return
    let live = true
    void loadStickerPacks().then((loaded) => {
      if (live) setPacks(loaded)
    })
    return () => {
      live = false
    }
  }, [stickersWanted, loadingStandard])

  useEffect(() => {
    const normalized = normalizeEmojiQuery(query)
    if (normalized === '') return
    const timer = window.setTimeout(() => setTerm(normalized), EMOJI_SEARCH_DEBOUNCE)
    return () => window.clearTimeout(timer)
  }, [query])

  const standardSections = standard.status === 'ready' ? standard.sections : null
  const customSections = useMemo(() => groupCustomEmoji(customEmoji), [customEmoji])

  const searchable = useMemo(
    () => [...(standardSections ?? []), ...customSections].flatMap((s) => s.emoji),
    [standardSections, customSections],
  )

  const browseSections = useMemo((): EmojiSection[] => {
    const known = new Map(searchable.map((e) => [e.name, e]))
    const recentSection: EmojiSection = {
      id: 'recent',
      title: { key: 'emoji.group.recent' },
      icon: { text: '🕘' },
      emoji: recent.map((entry) => resolveRecent(entry, known)),
    }
    // While the standard groups load, the custom ones wait too: shown at once
    // they would be pushed down the moment the standard ones arrive, and a
    // large instance's first rows of images (often SVG, each decoded on the
    // main thread) would load for nothing and hold the picker's first frames.
    const custom = standard.status === 'loading' ? [] : customSections
    return [recentSection, ...(standardSections ?? []), ...custom]
  }, [recent, searchable, standardSections, customSections, standard.status])

  const results = useMemo(
    () => (term === '' ? null : searchEmoji(searchable, term)),
    [term, searchable],
  )

  const sections = useMemo(
    (): EmojiSection[] =>
      results === null
        ? browseSections
        : [
            {
              id: 'results',
              title: { key: 'emoji.group.results' },
              icon: { text: '🔍' },
              emoji: results,
            },
          ],
    [results, browseSections],
  )

  const titleOf = useCallback(
    (section: EmojiSection) => ('key' in section.title ? t(section.title.key) : section.title.text),
    [t],
  )

  const pick = useCallback(
    (emoji: PickerEmoji) => {
      const picked: PickedEmoji = { name: emoji.name, replacement: emoji.replacement }
      if (emoji.imageUrl) picked.imageUrl = emoji.imageUrl
      rememberEmoji(picked)
      onPick(picked)
    },
    [onPick],
  )

  const onSearchChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value)
    // Clearing the search shows the groups again at once; only typing waits.
    if (normalizeEmojiQuery(event.target.value) === '') setTerm('')
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      grid.current?.focusActive()
    } else if (event.key === 'Enter') {
      event.preventDefault()
      // Enter does not wait for the debounce: it picks the best match of what is typed.
      const typed = normalizeEmojiQuery(query)
      const best = typed === '' ? undefined : searchEmoji(searchable, typed)[0]
      if (best) pick(best)
    }
  }

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    // Handled here only: an enclosing modal must not close as well.
    event.preventDefault()
    event.stopPropagation()
    onClose()
  }

  const showTabs = stickersWanted && packs.length > 0
  const currentTab: Tab = showTabs ? tab : 'emoji'

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    const next: Tab =
      event.key === 'Home'
        ? 'emoji'
        : event.key === 'End'
          ? 'stickers'
          : currentTab === 'emoji'
            ? 'stickers'
            : 'emoji'
    setTab(next)
    document.getElementById(`${ids}-tab-${next}`)?.focus()
  }

  const tabProps = (name: Tab) => ({
    id: `${ids}-tab-${name}`,
    role: 'tab',
    'aria-selected': currentTab === name,
    'aria-controls': `${ids}-panel`,
    tabIndex: currentTab === name ? 0 : -1,
    className: styles.tab,
    onClick: () => setTab(name),
  })

  const emojiPanel = (
    <>
      <div className={styles.searchRow}>
        <input
          ref={search}
          data-autofocus
          type="search"
          className={styles.search}
          value={query}
          onChange={onSearchChange}
          onKeyDown={onSearchKeyDown}
          aria-label={t('emoji.search_label')}
          placeholder={t('emoji.search_placeholder')}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p role="status" className="visually-hidden">
        {results === null ? '' : t('emoji.results', { count: results.length })}
      </p>
      {loadingStandard && slowLoad && (
        <p className={styles.note}>
          <Spinner /> {t('emoji.loading')}
        </p>
      )}
      {standard.status === 'failed' && (
        <div className={styles.note} role="alert">
          <span>{t('emoji.load_failed')}</span>
          <Button
            size="small"
            onClick={() => {
              setStandard({ status: 'loading' })
              setAttempt((n) => n + 1)
            }}
          >
            {t('general.retry')}
          </Button>
        </div>
      )}
      <EmojiGrid
        // A new search starts at the top with focus on its best match.
        key={term === '' ? 'browse' : `search:${term}`}
        ref={grid}
        sections={sections}
        label={results === null ? t('emoji.grid_label') : t('emoji.group.results')}
        jumpLabel={results === null ? t('emoji.groups_label') : undefined}
        titleOf={titleOf}
        onPick={pick}
        empty={
          results !== null ? (
            <p className={styles.note}>{t('emoji.no_results', { query: term })}</p>
          ) : null
        }
      />
    </>
  )

  return (
    <div
      role="dialog"
      aria-label={t('emoji.picker_label')}
      className={styles.picker}
      onKeyDown={onPanelKeyDown}
    >
      <div className={styles.header}>
        {showTabs ? (
          <div
            role="tablist"
            aria-label={t('emoji.tabs_label')}
            className={styles.tabs}
            onKeyDown={onTabKeyDown}
          >
            <button type="button" {...tabProps('emoji')}>
              {t('emoji.tab_emoji')}
            </button>
            <button type="button" {...tabProps('stickers')}>
              {t('emoji.tab_stickers')}
            </button>
          </div>
        ) : (
          <span className={styles.heading}>{t('emoji.tab_emoji')}</span>
        )}
        <Button variant="ghost" size="icon" aria-label={t('emoji.close')} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </Button>
      </div>
      {showTabs ? (
        <div
          id={`${ids}-panel`}
          role="tabpanel"
          aria-labelledby={`${ids}-tab-${currentTab}`}
          className={styles.panel}
        >
          {currentTab === 'emoji' ? (
            emojiPanel
          ) : (
            <StickerPanel packs={packs} onPick={onPickSticker ?? (() => undefined)} />
          )}
        </div>
      ) : (
        <div className={styles.panel}>{emojiPanel}</div>
      )}
    </div>
  )
}
