import { useEffect, useRef, type KeyboardEvent } from 'react'
import { EmojiInsertButton, insertText, useAutocomplete } from '../../compose'
import { usePref } from '../../../store/preferences'
import styles from './ProfileSettings.module.css'

interface TextWithSuggestionsProps {
  id: string
  value: string
  onChange: (value: string) => void
  multiline?: boolean
  describedBy?: string
  disabled?: boolean
}

/** A field with the post form's emoji and mention suggestions and its emoji button. */
export function TextWithSuggestions({
  id,
  value,
  onChange,
  multiline,
  describedBy,
  disabled,
}: TextWithSuggestionsProps) {
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null)
  const padEmoji = usePref('padEmoji')
  const pendingCaret = useRef<number | null>(null)
  const autocomplete = useAutocomplete({
    inputRef: ref,
    value,
    onChange: (next, caret) => {
      pendingCaret.current = caret
      onChange(next)
    },
  })

  useEffect(() => {
    const el = ref.current
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current)
      pendingCaret.current = null
    }
  }, [value])

  const insertEmoji = (text: string) => {
    const el = ref.current
    const start = el?.selectionStart ?? value.length
    const end = el?.selectionEnd ?? start
    const next = insertText(value, start, end, text, padEmoji)
    pendingCaret.current = next.caret
    onChange(next.value)
    el?.focus()
  }

  const common = {
    id,
    ref,
    value,
    disabled,
    className: multiline ? styles.textarea : styles.input,
    'aria-describedby': describedBy,
    onSelect: autocomplete.onSelect,
    onBlur: autocomplete.onBlur,
    onKeyDown: (e: KeyboardEvent) => {
      autocomplete.onKeyDown(e)
    },
    'aria-autocomplete': autocomplete.inputProps['aria-autocomplete'],
    'aria-controls': autocomplete.inputProps['aria-controls'],
    'aria-activedescendant': autocomplete.inputProps['aria-activedescendant'],
  }
  return (
    <div className={styles.textRow}>
      <div className={styles.textWrap}>
        {multiline ? (
          <textarea
            {...common}
            rows={5}
            onChange={(e) => {
              onChange(e.target.value)
              autocomplete.onSelect()
            }}
          />
        ) : (
          <input
            {...common}
            type="text"
            onChange={(e) => {
              onChange(e.target.value)
              autocomplete.onSelect()
            }}
          />
        )}
        {autocomplete.popup}
      </div>
      <EmojiInsertButton onInsert={insertEmoji} disabled={disabled} />
    </div>
  )
}
