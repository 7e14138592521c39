import { useEffect, useState, type FormEvent } from 'react'
import { changeEmail, changePassword, fetchOwnEmail } from '../../../api/endpoints/security'
import { api } from '../../../api/client'
import { useTranslation } from '../../../i18n/react'
import { sessionStillValid, useEndSession } from './endSession'
import { Done, Failure, Field, PasswordField, SubmitButton, useAction } from './parts'
import styles from './Security.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_security'

/** Change e-mail (needs the current password). */
export function EmailSection() {
  const { t } = useTranslation()
  const [current, setCurrent] = useState<string | null | undefined>(undefined)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [changedTo, setChangedTo] = useState('')
  const action = useAction()

  useEffect(() => {
    const controller = new AbortController()
    fetchOwnEmail(api(), controller.signal).then(setCurrent, () => {
      // Only the "now" line is lost; the form works without it.
    })
    return () => controller.abort()
  }, [])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const next = email.trim()
    const ok = await action.run(() => changeEmail(api(), { email: next, password }))
    setPassword('')
    if (ok) {
      setCurrent(next)
      setChangedTo(next)
      setEmail('')
    }
  }

  return (
    <SettingsSection title={t(`${M}.email_title`)}>
      {current !== undefined && (
        <p className={styles.current}>
          {current ? t(`${M}.email_current`, { email: current }) : t(`${M}.email_none`)}
        </p>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <Field
          label={t(`${M}.email_new`)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <PasswordField value={password} onValue={setPassword} />
        {action.state.phase === 'failed' && (
          <Failure message={t(`${M}.change_error`)} error={action.state.error} />
        )}
        {action.state.phase === 'done' && <Done>{t(`${M}.email_done`, { email: changedTo })}</Done>}
        <SubmitButton pending={action.pending} variant="primary">
          {t(`${M}.email_submit`)}
        </SubmitButton>
      </form>
    </SettingsSection>
  )
}

/**
 * Change password (current, new, confirmation). Akkoma then revokes every
 * token, this one too: the session ends here and the notice says to sign in
 * again with the new password.
 */
export function PasswordSection({ api: flavour }: { api: 'pleroma' | 'gotosocial' }) {
  const { t } = useTranslation()
  const endSession = useEndSession()
  const [password, setPassword] = useState('')
  const [next, setNext] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const action = useAction()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (next !== confirmation) {
      // Only this problem shows: an earlier server reply is stale now.
      action.reset()
      setMismatch(true)
      return
    }
    setMismatch(false)
    const ok = await action.run(() =>
      changePassword(api(), { password, newPassword: next, confirmation }, flavour),
    )
    setPassword('')
    if (!ok) return
    setNext('')
    setConfirmation('')
    if (!(await sessionStillValid())) await endSession(`${M}.password_signed_out`)
  }

  return (
    <SettingsSection title={t(`${M}.password_title`)}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <PasswordField value={password} onValue={setPassword} />
        <Field
          label={t(`${M}.password_new`)}
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onValue={setNext}
        />
        <Field
          label={t(`${M}.password_confirm`)}
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onValue={setConfirmation}
          aria-invalid={mismatch || undefined}
        />
        {mismatch && (
          <p role="alert" className={styles.danger}>
            {t(`${M}.password_mismatch`)}
          </p>
        )}
        {action.state.phase === 'failed' && (
          <Failure message={t(`${M}.change_error`)} error={action.state.error} />
        )}
        {action.state.phase === 'done' && <Done>{t(`${M}.password_done`)}</Done>}
        <SubmitButton pending={action.pending} variant="primary">
          {t(`${M}.password_submit`)}
        </SubmitButton>
      </form>
    </SettingsSection>
  )
}
