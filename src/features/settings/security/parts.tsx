import {
  useCallback,
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button, type ButtonVariant } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { serverReason } from './failure'
import styles from './Security.module.css'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  onValue: (value: string) => void
}

/** A labelled text input; the label sits above it so long words fit on phones. */
export function Field({ label, onValue, ...input }: FieldProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(e) => onValue(e.target.value)} />
    </div>
  )
}

/** The account password, asked before an action that changes the account. */
export function PasswordField({
  value,
  onValue,
}: {
  value: string
  onValue: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Field
      label={t('settings_security.password_label')}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onValue={onValue}
    />
  )
}

/** A form's submit button, with a spinner while its action runs. */
export function SubmitButton({
  pending,
  disabled = false,
  variant,
  children,
}: {
  pending: boolean
  disabled?: boolean
  variant?: ButtonVariant
  children: ReactNode
}) {
  return (
    <div>
      <Button type="submit" variant={variant} disabled={pending || disabled}>
        {pending && <Spinner />}
        {children}
      </Button>
    </div>
  )
}

/** A section's list while it loads, or why it failed with a way to try again. */
export function LoadStatus({
  phase,
  loadingText,
  errorText,
  onRetry,
}: {
  phase: string
  loadingText: string
  errorText: string
  onRetry: () => void
}) {
  const { t } = useTranslation()
  if (phase === 'loading')
    return (
      <p role="status" className={styles.inline}>
        <Spinner />
        {loadingText}
      </p>
    )
  if (phase === 'failed')
    return (
      <div role="alert" className={styles.inline}>
        <span>{errorText}</span>
        <Button size="small" onClick={onRetry}>
          {t('settings_security.tokens_retry')}
        </Button>
      </div>
    )
  return null
}

/** The catalogued message of a failed action, and the server's own reason under it. */
export function Failure({ message, error }: { message: string; error: unknown }) {
  const { t } = useTranslation()
  const reason = serverReason(error)
  return (
    <div role="alert" className={styles.failure}>
      <p>{message}</p>
      {reason && <p className={styles.reason}>{t('settings_security.server_said', { reason })}</p>}
    </div>
  )
}

export function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.done}>
      {children}
    </p>
  )
}

export type ActionState =
  { phase: 'idle' } | { phase: 'pending' } | { phase: 'done' } | { phase: 'failed'; error: unknown }

/** One server action of a form: idle → pending → done | failed. */
export function useAction() {
  const [state, setState] = useState<ActionState>({ phase: 'idle' })
  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setState({ phase: 'pending' })
    try {
      await action()
      setState({ phase: 'done' })
      return true
    } catch (error) {
      setState({ phase: 'failed', error })
      return false
    }
  }, [])
  const reset = useCallback(() => setState({ phase: 'idle' }), [])
  return { state, run, reset, pending: state.phase === 'pending' }
}

/** Runs `load` when the section mounts; the answer is dropped if the section goes first. */
export function useLoadOnMount(load: (signal: AbortSignal) => void): void {
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
    return () => controller.abort()
  }, [load])
}

export type Loaded<T> = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; value: T }

/**
 * What a section lists, fetched when it mounts; `retry` goes back to the
 * loading state and asks again. `fetch` must keep its identity (a module's
 * function).
 */
export function useLoaded<T>(fetch: (signal?: AbortSignal) => Promise<T>) {
  const [load, setLoad] = useState<Loaded<T>>({ phase: 'loading' })
  const reload = useCallback(
    (signal?: AbortSignal) => {
      fetch(signal).then(
        (value) => setLoad({ phase: 'ready', value }),
        () => {
          if (!signal?.aborted) setLoad({ phase: 'failed' })
        },
      )
    },
    [fetch],
  )
  useLoadOnMount(reload)
  const retry = () => {
    setLoad({ phase: 'loading' })
    reload()
  }
  return { load, setLoad, retry }
}
