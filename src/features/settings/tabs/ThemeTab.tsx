import '../theme/messages'
import { ThemeEditor } from '../theme/ThemeEditor'

/** Theme: the theme picker and editor, for guests and members alike. */
export default function ThemeTab() {
  return <ThemeEditor />
}
