import { useCallback, useReducer, useState, type FormEvent } from 'react'
import {
  confirmTotp,
  disableTotp,
  fetchMfaSettings,
  generateBackupCodes,
  setupTotp,
} from '../../../api/endpoints/security'
import { api } from '../../../api/client'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { ConfirmModal } from '../../../ui/Modal'
import { Spinner } from '../../../ui/Spinner'
import { isWrongCode } from './failure'
import { Done, Failure, Field, LoadStatus, PasswordField, useAction, useLoadOnMount } from './parts'
import { QrCode } from './QrCode'
import styles from './Security.module.css'
import { initialTwoFactor, twoFactorTransition } from './twoFactorMachine'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_security'

/**
 * Two-factor login with TOTP (the MFA calls): set up with a QR code
 * and the key, confirm with a code and the password, see the backup codes
 * once, make new ones, turn it off with the password.
 */
export function TwoFactorSection() {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(twoFactorTransition, initialTwoFactor)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [askRegenerate, setAskRegenerate] = useState(false)
  const [justDisabled, setJustDisabled] = useState(false)
  const action = useAction()

  // The first load starts in the loading state; a retry goes back to it.
  const load = useCallback((signal?: AbortSignal) => {
    fetchMfaSettings(api(), signal).then(
      (settings) => dispatch({ type: 'LOADED', settings }),
      () => {
        if (!signal?.aborted) dispatch({ type: 'LOAD_FAILED' })
      },
    )
  }, [])

  useLoadOnMount(load)

  const clearForm = () => {
    setCode('')
    setPassword('')
  }

  const startSetup = () => {
    setJustDisabled(false)
    void action.run(async () => {
      dispatch({ type: 'SETUP_STARTED', setup: await setupTotp(api()) })
    })
  }

  const confirm = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await action.run(async () => {
      await confirmTotp(api(), { password, code: code.replace(/\s+/g, '') })
      let codes: string[]
      try {
        codes = await generateBackupCodes(api())
      } catch (e) {
        // Two-factor is on all the same: say so, and offer new codes from there.
        dispatch({ type: 'CONFIRMED', codes: [] })
        dispatch({ type: 'CODES_SAVED' })
        throw e
      }
      dispatch({ type: 'CONFIRMED', codes })
    })
    if (ok) action.reset()
    clearForm()
  }

  const regenerate = () => {
    setAskRegenerate(false)
    void action.run(async () => {
      dispatch({ type: 'REGENERATED', codes: await generateBackupCodes(api()) })
    })
  }

  const disable = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await action.run(async () => {
      await disableTotp(api(), password)
      dispatch({ type: 'DISABLED' })
    })
    clearForm()
    if (ok) {
      action.reset()
      setJustDisabled(true)
    }
  }

  const cancel = () => {
    action.reset()
    clearForm()
    dispatch({ type: 'CANCEL' })
  }

  const failure = action.state.phase === 'failed' ? action.state.error : null
  const pendingSpinner = action.pending && <Spinner />

  return (
    <SettingsSection title={t(`${M}.mfa_title`)} hint={t(`${M}.mfa_hint`)}>
      <LoadStatus
        phase={state.phase}
        loadingText={t(`${M}.mfa_loading`)}
        errorText={t(`${M}.mfa_load_error`)}
        onRetry={() => {
          dispatch({ type: 'LOAD' })
          load()
        }}
      />

      {state.phase === 'off' && (
        <>
          {justDisabled ? (
            <Done>{t(`${M}.mfa_disabled`)}</Done>
          ) : (
            <p className={styles.current}>{t(`${M}.mfa_off`)}</p>
          )}
          {failure !== null && <Failure message={t(`${M}.mfa_setup_error`)} error={failure} />}
          <div>
            <Button variant="primary" disabled={action.pending} onClick={startSetup}>
              {pendingSpinner}
              {t(`${M}.mfa_setup`)}
            </Button>
          </div>
        </>
      )}

      {state.phase === 'setup' && (
        <form className={styles.form} onSubmit={(e) => void confirm(e)}>
          <p className={styles.current}>{t(`${M}.mfa_scan`)}</p>
          <div className={styles.qrBlock}>
            {state.setup.provisioningUri && (
              <QrCode text={state.setup.provisioningUri} label={t(`${M}.mfa_qr_label`)} />
            )}
            <p className={styles.key}>
              <span>{t(`${M}.mfa_key`)}</span>
              <code>{state.setup.key}</code>
            </p>
          </div>
          <Field
            label={t(`${M}.mfa_code`)}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onValue={setCode}
          />
          <PasswordField value={password} onValue={setPassword} />
          {failure !== null && (
            <Failure
              message={
                isWrongCode(failure) ? t(`${M}.mfa_wrong_code`) : t(`${M}.mfa_confirm_error`)
              }
              error={isWrongCode(failure) ? null : failure}
            />
          )}
          <div className={styles.inline}>
            <Button type="submit" variant="primary" disabled={action.pending}>
              {pendingSpinner}
              {t(`${M}.mfa_confirm`)}
            </Button>
            <Button onClick={cancel}>{t(`${M}.mfa_cancel`)}</Button>
          </div>
        </form>
      )}

      {state.phase === 'codes' && (
        <div>
          <h4 className={styles.current}>{t(`${M}.mfa_codes_title`)}</h4>
          <p className={styles.current}>
            {state.justEnabled ? t(`${M}.mfa_codes_enabled`) : t(`${M}.mfa_codes_new`)}
          </p>
          <ul className={styles.codes} aria-label={t(`${M}.mfa_codes_title`)}>
            {state.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => dispatch({ type: 'CODES_SAVED' })}>
            {t(`${M}.mfa_codes_saved`)}
          </Button>
        </div>
      )}

      {state.phase === 'on' && (
        <>
          <p className={styles.current}>{t(`${M}.mfa_on`)}</p>
          {failure !== null && <Failure message={t(`${M}.mfa_regenerate_error`)} error={failure} />}
          <div className={styles.inline}>
            <Button disabled={action.pending} onClick={() => setAskRegenerate(true)}>
              {pendingSpinner}
              {t(`${M}.mfa_regenerate`)}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                action.reset()
                dispatch({ type: 'ASK_DISABLE' })
              }}
            >
              {t(`${M}.mfa_disable`)}
            </Button>
          </div>
        </>
      )}

      {state.phase === 'disabling' && (
        <form className={styles.form} onSubmit={(e) => void disable(e)}>
          <p className={styles.current}>{t(`${M}.mfa_on`)}</p>
          <PasswordField value={password} onValue={setPassword} />
          {failure !== null && <Failure message={t(`${M}.mfa_disable_error`)} error={failure} />}
          <div className={styles.inline}>
            <Button type="submit" variant="danger" disabled={action.pending}>
              {pendingSpinner}
              {t(`${M}.mfa_disable_submit`)}
            </Button>
            <Button onClick={cancel}>{t(`${M}.mfa_cancel`)}</Button>
          </div>
        </form>
      )}

      <ConfirmModal
        open={askRegenerate}
        title={t(`${M}.mfa_regenerate_confirm_title`)}
        text={t(`${M}.mfa_regenerate_confirm_text`)}
        confirmLabel={t(`${M}.mfa_regenerate_confirm`)}
        onConfirm={regenerate}
        onCancel={() => setAskRegenerate(false)}
      />
    </SettingsSection>
  )
}
