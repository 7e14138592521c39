import '../profile/messages'
import { ProfileSettings } from '../profile/ProfileSettings'

/** The Profile tab of the settings modal (issue 14): name, bio, fields, pictures, options. */
export default function ProfileTab() {
  return <ProfileSettings />
}
