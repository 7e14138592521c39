import { useEffect } from 'react'
import { useSession } from '../store/session'

/** Page title: "<screen> — <instance name>", so tabs and screen readers say where you are. */
export function useDocumentTitle(title: string | null): void {
  const name = useSession((s) => s.instance?.name)
  useEffect(() => {
    document.title = [title, name].filter(Boolean).join(' — ') || 'Akkoma'
  }, [title, name])
}
