import '../general/messages'
import { GeneralSettings } from '../general/GeneralSettings'

/** The General tab of the settings modal: the shell, posts, composing and confirmations. */
export default function GeneralTab() {
  return <GeneralSettings />
}
