import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { searchAccounts, searchHashtags, type SearchHashtag } from '../../../api/endpoints/search'
import type { Account } from '../../../api/types'
import { api } from '../../../api/client'
import { AUTOCOMPLETE_BLUR_DELAY, AUTOCOMPLETE_USER_WAIT } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { loadedStandardEmoji, loadStandardEmoji } from '../../emoji'
import type { EmojiSection } from '../../emoji'
import { matchLocalAccounts, mergeAccounts } from './accountMatches'
import { SuggestionList } from './SuggestionList'
import { customCandidates, matchEmoji, standardCandidates } from './emojiSuggestions'
import { matchMfmEffects } from './mfmEffects'
import { SHOWN_SUGGESTIONS, type Suggestion } from './suggestions'
import { replaceWord, triggerOf, wordAtCaret, type Trigger } from './wordAtCaret'
import './messages'

export interface UseAutocompleteOptions {
  inputRef: RefObject<HTMLTextAreaElement | HTMLInputElement | null>
  value: string
  /** The new text and where its caret belongs; the caller sets both. */
  onChange: (next: string, caret: number) => void
}

/** What onKeyDown reads: a React keyboard event or a DOM one. */
export interface AutocompleteKeyEvent {
  key: string
  shiftKey: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  preventDefault(): void
  stopPropagation(): void
  isComposing?: boolean
  nativeEvent?: { isComposing?: boolean }
}

export interface AutocompleteInputProps {
  role: 'combobox'
  'aria-autocomplete': 'list'
  'aria-expanded': boolean
  'aria-controls': string | undefined
  'aria-activedescendant': string | undefined
}

export interface Autocomplete {
  /** The suggestion list (and its announcement); render it right after the field. */
  popup: ReactNode
  /** True when the key was handled: the caller must not act on it. */
  onKeyDown: (e: AutocompleteKeyEvent) => boolean
  onBlur: () => void
  /** The caret moved (click, arrow keys, focus). */
  onSelect: () => void
  inputProps: AutocompleteInputProps
}

/** Server results for one query; `key` is `kind:query`. */
type Remote =
  | { key: string; kind: 'account'; accounts: Account[] }
  | { key: string; kind: 'hashtag'; hashtags: SearchHashtag[] }

const NO_ACCOUNTS: Record<string, Account> = {}
/** How many server answers are remembered, so going back a letter asks nothing. */
const REMEMBERED_QUERIES = 50

const keyOf = (trigger: Trigger) => `${trigger.kind}:${trigger.query.toLowerCase()}`

function buildSuggestions(
  trigger: Trigger | null,
  accounts: Record<string, Account>,
  remote: Remote | undefined,
  emojiCandidates: ReturnType<typeof customCandidates> | null,
): Suggestion[] {
  if (!trigger) return []
  switch (trigger.kind) {
    case 'account': {
      const local = matchLocalAccounts(Object.values(accounts), trigger.query)
      const found = remote?.kind === 'account' ? remote.accounts : []
      return mergeAccounts(local, found, SHOWN_SUGGESTIONS).map((account) => ({
        kind: 'account',
        id: `a:${account.id}`,
        account,
        replacement: `@${account.acct} `,
      }))
    }
    case 'emoji':
      return matchEmoji(emojiCandidates ?? [], trigger.query, SHOWN_SUGGESTIONS).map((emoji) => {
        const suggestion: Suggestion = {
          kind: 'emoji',
          id: `e:${emoji.imageUrl ? ':' : ''}${emoji.name}`,
          shortcode: emoji.displayText,
          replacement: `${emoji.replacement} `,
        }
        if (emoji.imageUrl) suggestion.imageUrl = emoji.imageUrl
        else suggestion.character = emoji.name
        return suggestion
      })
    case 'hashtag':
      return (remote?.kind === 'hashtag' ? remote.hashtags : [])
        .slice(0, SHOWN_SUGGESTIONS)
        .map((tag) => ({
          kind: 'hashtag',
          id: `h:${tag.name.toLowerCase()}`,
          name: tag.name,
          replacement: `#${tag.name} `,
        }))
    case 'mfm':
      return matchMfmEffects(trigger.query).map((name) => ({
        kind: 'mfm',
        id: `m:${name}`,
        name,
        replacement: `$[${name} ]`,
        caretOffset: name.length + 3,
      }))
  }
}

/**
 * Suggestions while typing in the post form: `@` accounts (the
 * cache at once, the server after 300 ms), `:` custom and standard emoji,
 * `#` hashtags from the server after 300 ms, `$` MFM effects. The field is
 * a combobox: the first row is chosen as the list opens, ArrowDown and
 * ArrowUp choose another, Enter or Tab inserts the chosen row, Escape
 * closes; a click inserts too. With the list closed, keys are the field's. The
 * list closes 200 ms after the field loses focus, so a click on a row still
 * lands.
 */
export function useAutocomplete({
  inputRef,
  value,
  onChange,
}: UseAutocompleteOptions): Autocomplete {
  const { t } = useTranslation()
  const listId = useId()
  /** Caret position while the field has focus and nothing is selected; null otherwise. */
  const [caret, setCaret] = useState<number | null>(null)
  /** The word (`start:text`) whose list was closed with Escape or a pick. */
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [active, setActive] = useState<{ key: string; index: number }>({ key: '', index: -1 })
  const [remote, setRemote] = useState<Remote | undefined>(undefined)
  const [standard, setStandard] = useState<EmojiSection[] | null>(loadedStandardEmoji)
  const remembered = useRef(new Map<string, Remote>())
  const pendingCaret = useRef<number | null>(null)
  const blurTimer = useRef<number | undefined>(undefined)

  const readCaret = useCallback((): number | null => {
    const el = inputRef.current
    if (!el || el.ownerDocument.activeElement !== el) return null
    return el.selectionStart !== null && el.selectionStart === el.selectionEnd
      ? el.selectionStart
      : null
  }, [inputRef])

  useLayoutEffect(() => {
    const next = pendingCaret.current ?? readCaret()
    pendingCaret.current = null
    setCaret(next)
  }, [value, readCaret])

  useEffect(() => () => window.clearTimeout(blurTimer.current), [])

  const word = useMemo(() => (caret === null ? null : wordAtCaret(value, caret)), [value, caret])
  const trigger = useMemo(() => (word ? triggerOf(word.text) : null), [word])
  const wordKey = word ? `${word.start}:${word.text}` : null
  const queryKey = trigger ? keyOf(trigger) : ''
  const kind = trigger?.kind ?? null
  const query = trigger?.query ?? ''

  // Only an `@` word subscribes to the cache: the form does not re-render on every timeline update.
  const accounts = useEntities((s) => (kind === 'account' ? s.accounts : NO_ACCOUNTS))
  const customEmoji = useSession((s) => (kind === 'emoji' ? s.instance?.customEmoji : undefined))

  useEffect(() => {
    if (kind !== 'emoji' || standard) return
    let live = true
    loadStandardEmoji().then(
      (sections) => {
        if (live) setStandard(sections)
      },
      (error: unknown) => {
        // Custom emoji are still offered; the picker shows the failure with a retry.
        console.warn('Could not load the standard emoji for suggestions', error)
      },
    )
    return () => {
      live = false
    }
  }, [kind, standard])

  useEffect(() => {
    if ((kind !== 'account' && kind !== 'hashtag') || query === '') return
    const key = `${kind}:${query.toLowerCase()}`
    const known = remembered.current.get(key)
    if (known) {
      setRemote(known)
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      const request =
        kind === 'account'
          ? searchAccounts(
              api(),
              { q: query, resolve: false, limit: SHOWN_SUGGESTIONS },
              { signal: controller.signal },
            ).then((found): Remote => {
              useEntities.getState().ingestAccounts(found)
              return { key, kind, accounts: found }
            })
          : searchHashtags(api(), query, SHOWN_SUGGESTIONS, { signal: controller.signal }).then(
              (hashtags): Remote => ({ key, kind, hashtags }),
            )
      request.then(
        (result) => {
          if (remembered.current.size >= REMEMBERED_QUERIES) remembered.current.clear()
          remembered.current.set(key, result)
          setRemote(result)
        },
        (error: unknown) => {
          // Suggestions are a convenience: the cache's matches stay, nothing to report.
          if (!controller.signal.aborted) console.warn('Autocomplete search failed', error)
        },
      )
    }, AUTOCOMPLETE_USER_WAIT)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [kind, query])

  const emojiCandidates = useMemo(
    () =>
      kind === 'emoji'
        ? [...customCandidates(customEmoji ?? []), ...standardCandidates(standard ?? [])]
        : null,
    [kind, customEmoji, standard],
  )

  const suggestions = useMemo(
    () =>
      buildSuggestions(
        trigger,
        accounts,
        remote?.key === queryKey ? remote : undefined,
        emojiCandidates,
      ),
    [trigger, accounts, remote, queryKey, emojiCandidates],
  )

  const open = suggestions.length > 0 && wordKey !== null && dismissed !== wordKey
  // The first row is chosen as the list opens, so Enter or Tab takes it (as Pleroma-FE does).
  const activeIndex = !open
    ? -1
    : active.key === queryKey && active.index < suggestions.length
      ? active.index
      : 0
  const optionId = (index: number) => `${listId}-option-${index}`

  useEffect(() => {
    if (activeIndex < 0) return
    document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView?.({
      block: 'nearest',
    })
  }, [activeIndex, listId])

  const pick = (index: number) => {
    const suggestion = suggestions[index]
    if (!suggestion || !word) return
    const { value: next, caret: nextCaret } = replaceWord(
      value,
      word,
      suggestion.replacement,
      suggestion.kind === 'mfm' ? suggestion.caretOffset : undefined,
    )
    pendingCaret.current = nextCaret
    setDismissed(null)
    setActive({ key: '', index: -1 })
    onChange(next, nextCaret)
  }

  const onKeyDown = (e: AutocompleteKeyEvent): boolean => {
    if (!open || e.isComposing || e.nativeEvent?.isComposing) return false
    if (e.altKey || e.ctrlKey || e.metaKey) return false
    const count = suggestions.length
    const move = (index: number) => {
      e.preventDefault()
      setActive({ key: queryKey, index })
      return true
    }
    switch (e.key) {
      case 'ArrowDown':
        return move((activeIndex + 1) % count)
      case 'ArrowUp':
        return move(activeIndex <= 0 ? count - 1 : activeIndex - 1)
      case 'Enter':
      case 'Tab':
        // Shift+Enter stays a line break and Shift+Tab leaves the field.
        if (e.shiftKey) return false
        e.preventDefault()
        pick(activeIndex)
        return true
      case 'Escape':
        // Only the list closes, not an enclosing dialog.
        e.preventDefault()
        e.stopPropagation()
        setDismissed(wordKey)
        return true
      default:
        return false
    }
  }

  const onSelect = () => {
    window.clearTimeout(blurTimer.current)
    setCaret(readCaret())
  }

  const onBlur = () => {
    window.clearTimeout(blurTimer.current)
    blurTimer.current = window.setTimeout(() => setCaret(readCaret()), AUTOCOMPLETE_BLUR_DELAY)
  }

  const popup = (
    <SuggestionList
      id={listId}
      label={t('compose_autocomplete.list_label')}
      open={open}
      suggestions={suggestions}
      activeIndex={activeIndex}
      optionId={optionId}
      onPick={pick}
      announcement={open ? t('compose_autocomplete.count', { count: suggestions.length }) : ''}
    />
  )

  return {
    popup,
    onKeyDown,
    onBlur,
    onSelect,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
  }
}
