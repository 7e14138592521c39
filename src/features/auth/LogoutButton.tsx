import { useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useNavigate } from 'react-router'
import { LOGOUT_DESTINATION } from '../../config/constants'
import { Button, type ButtonVariant } from '../../ui/Button'
import { LogoutIcon } from '../../ui/icons'
import { ConfirmModal } from '../../ui/Modal'
import { confirmationEnabled, usePreferences } from '../../store/preferences'

/**
 * Logout, behind a confirmation when modalOnLogout asks for one (default on).
 * `onLoggedOut` lets the place it sits in close itself (the settings modal).
 */
export function LogoutButton({
  variant = 'default',
  onLoggedOut,
}: {
  variant?: ButtonVariant
  onLoggedOut?: () => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const prefs = usePreferences((s) => s.prefs)
  const [confirming, setConfirming] = useState(false)

  const doLogout = async () => {
    setConfirming(false)
    // Signing out hands over to another account of this browser, if any.
    await (await import('./loginService')).logout()
    onLoggedOut?.()
    navigate(LOGOUT_DESTINATION)
  }

  return (
    <>
      <Button
        variant={variant}
        onClick={() =>
          confirmationEnabled(prefs, 'modalOnLogout') ? setConfirming(true) : void doLogout()
        }
      >
        <LogoutIcon />
        <span>{t('nav.logout')}</span>
      </Button>
      <ConfirmModal
        open={confirming}
        title={t('logout.confirm_title')}
        text={t('logout.confirm_text')}
        confirmLabel={t('logout.confirm')}
        onConfirm={() => void doLogout()}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
