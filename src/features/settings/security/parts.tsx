import { useCallback, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import section from '../SettingsSection.module.css'
import { serverReason } from './failure'
import styles from './Security.module.css'

/** One section of the tab, titled by a real heading. */
export function Section({
  title,
  hint,
  children,
}: {
  title: string
  hint?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={section.sectionTitle}>
        {title}
      </h3>
      {hint && <p className={section.hint}>{hint}</p>}
      {children}
    </section>
  )
}

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
