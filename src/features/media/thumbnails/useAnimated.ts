import { useEffect, useMemo, useState } from 'react'
import { useSession } from '../../../store/session'
import { checkAnimated, knownAnimated } from '../animatedImage'

function originOf(url: string | undefined): string {
  if (!url) return ''
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

/**
 * Whether the image at `url` animates: undefined while unknown (or when
 * `url` is null: not asked), then the cached answer.
 */
export function useAnimated(url: string | null, mime: string): boolean | undefined {
  const server = useSession((s) => s.instance?.server)
  const origins = useMemo(() => [originOf(server)], [server])
  const [answer, setAnswer] = useState<{ url: string; animated: boolean } | null>(null)

  useEffect(() => {
    if (!url || knownAnimated(url, mime, origins) !== undefined) return
    let cancelled = false
    void checkAnimated(url, mime, origins).then((animated) => {
      if (!cancelled) setAnswer({ url, animated })
    })
    return () => {
      cancelled = true
    }
  }, [url, mime, origins])

  if (!url) return undefined
  return knownAnimated(url, mime, origins) ?? (answer?.url === url ? answer.animated : undefined)
}
