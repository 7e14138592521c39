import '../security/messages'
import { SecuritySettings } from '../security/SecuritySettings'

/** The Security tab of the settings modal: sign-in, sessions, two-factor, account. */
export default function SecurityTab() {
  return <SecuritySettings />
}
