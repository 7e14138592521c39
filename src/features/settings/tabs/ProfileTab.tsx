import '../profile/messages'
import { ProfileSettings } from '../profile/ProfileSettings'

/** The Profile tab of the settings modal: name, bio, fields, pictures, options. */
export default function ProfileTab() {
  return <ProfileSettings />
}
