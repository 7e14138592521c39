import '../mutes/messages'
import { MutesBlocksSettings } from '../mutes/MutesBlocksSettings'

/** The Mutes and blocks tab of the settings modal. */
export default function MutesBlocksTab() {
  return <MutesBlocksSettings />
}
