import { useNavigate } from 'react-router'
import { verifyCredentials } from '../../../api/endpoints/accounts'
import { ApiError } from '../../../api/errors'
import { api } from '../../../api/client'
import { LOGOUT_DESTINATION } from '../../../config/constants'
import { pushNotice } from '../../../store/notices'
import { closeSettings } from '../../../store/settingsModal'
import { signOut } from '../../accounts/switcher'

/**
 * Whether this browser's token still works. After a password change Akkoma
 * revokes every token (GoToSocial keeps them), and revoking a token from the
 * list may have been this session's: asking is simpler and surer than
 * guessing which server does what.
 */
export async function sessionStillValid(): Promise<boolean> {
  try {
    await verifyCredentials(api())
    return true
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) return false
    // A network failure says nothing about the token.
    return true
  }
}

/** Ends the session here (the accounts feature's sign-out), closes settings and says why. */
export function useEndSession(): (noticeKey: string) => Promise<void> {
  const navigate = useNavigate()
  return async (noticeKey: string) => {
    closeSettings()
    await signOut()
    pushNotice(noticeKey, { level: 'info', timeout: null })
    navigate(LOGOUT_DESTINATION)
  }
}
