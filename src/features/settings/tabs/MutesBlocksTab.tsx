import '../mutes/messages'
import { MutesBlocksSettings } from '../mutes/MutesBlocksSettings'

/** The Mutes and blocks tab of the settings modal (issue 13). */
export default function MutesBlocksTab() {
  return <MutesBlocksSettings />
}
