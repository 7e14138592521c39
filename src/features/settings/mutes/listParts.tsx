import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import type { PagedList } from './listLogic'
import styles from './MutesBlocks.module.css'

const M = 'settings_mutes'

/** The text of an add form and the error the last try left on it. */
export function useAddField() {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  return { value, setValue, error, setError }
}

interface AddFormProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onSubmit'> {
  field: ReturnType<typeof useAddField>
  label: string
  onSubmit: (e: FormEvent) => void
  /** An add is under way: the button waits. */
  busy?: boolean
  /** The submit button's content. */
  children: ReactNode
}

/** One labelled field and its add button; typing again clears the last error. */
export function AddForm({
  field,
  label,
  onSubmit,
  busy = false,
  children,
  ...input
}: AddFormProps) {
  const inputId = useId()
  const errorId = useId()
  const { value, setValue, error, setError } = field
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          value={value}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value)
            if (error) setError(null)
          }}
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
        {children}
      </Button>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

/** The next page of a list, and why the last try to load it failed. */
export function LoadMore<T>({ list, onMore }: { list: PagedList<T>; onMore: () => void }) {
  const { t } = useTranslation()
  if (!list.next && !list.moreError) return null
  return (
    <div className={styles.more}>
      {list.moreError && <p role="alert">{t(`${M}.load_more_error`)}</p>}
      <Button
        onClick={onMore}
        disabled={list.loadingMore}
        aria-busy={list.loadingMore || undefined}
      >
        {list.loadingMore && <Spinner />}
        {t(`${M}.load_more`)}
      </Button>
    </div>
  )
}
