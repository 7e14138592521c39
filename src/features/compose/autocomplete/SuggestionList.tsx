import type { MouseEvent } from 'react'
import { Avatar } from '../../../ui/Avatar'
import { InlineText } from '../../../ui/richContent/RichContent'
import styles from './Autocomplete.module.css'
import type { Suggestion } from './suggestions'

interface SuggestionListProps {
  id: string
  label: string
  open: boolean
  suggestions: readonly Suggestion[]
  activeIndex: number
  optionId: (index: number) => string
  onPick: (index: number) => void
  /** Read out politely when the list opens or its length changes. */
  announcement: string
}

function SuggestionBody({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'account': {
      const { account } = suggestion
      return (
        <>
          <Avatar src={account.avatar_static || account.avatar} size={24} />
          <span className={styles.primary} dir="ltr">
            @{account.acct}
          </span>{' '}
          {account.display_name !== '' && (
            <InlineText
              className={styles.detail}
              text={account.display_name}
              emojis={account.emojis}
            />
          )}
        </>
      )
    }
    case 'emoji':
      return (
        <>
          {suggestion.imageUrl ? (
            <img
              className={styles.emojiImage}
              src={suggestion.imageUrl}
              alt=""
              width={24}
              height={24}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.emojiChar} aria-hidden="true">
              {suggestion.character}
            </span>
          )}
          <span className={styles.primary}>:{suggestion.shortcode}:</span>
        </>
      )
    case 'hashtag':
      return <span className={styles.primary}>#{suggestion.name}</span>
    case 'mfm':
      return <span className={styles.primary}>$[{suggestion.name}]</span>
  }
}

// Keeps the field focused on a click, so the caret and the blur timer stay as they are.
const keepFocus = (e: MouseEvent) => e.preventDefault()

/**
 * The autocomplete's listbox, right below the field (a zero-height anchor
 * lets it overlay what follows without any inline style), and a polite
 * live region saying how many suggestions there are.
 */
export function SuggestionList({
  id,
  label,
  open,
  suggestions,
  activeIndex,
  optionId,
  onPick,
  announcement,
}: SuggestionListProps) {
  return (
    <div className={styles.anchor}>
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {open && (
        <ul
          id={id}
          role="listbox"
          aria-label={label}
          className={styles.list}
          onMouseDown={keepFocus}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={
                index === activeIndex ? `${styles.option} ${styles.active}` : styles.option
              }
              onClick={() => onPick(index)}
            >
              <SuggestionBody suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
