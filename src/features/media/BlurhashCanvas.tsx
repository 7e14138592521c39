import { memo, useEffect, useRef } from 'react'
import { BLURHASH_CANVAS } from '../../config/constants'
import { usePref } from '../../store/preferences'
import { useOnScreen } from './onScreen'

/*
 * The spec's blurhash canvas is 1024×512; a blurhash holds a handful of
 * colour components and no detail, so it is decoded at 1/32 of that (32×16)
 * and the browser stretches it: indistinguishable, and a thousand times
 * cheaper to decode. The decoder is a lazy chunk, loaded when the first
 * placeholder comes near the screen.
 */
export const BLURHASH_DOWNSCALE = 32
const WIDTH = BLURHASH_CANVAS.width / BLURHASH_DOWNSCALE
const HEIGHT = BLURHASH_CANVAS.height / BLURHASH_DOWNSCALE

export const BlurhashCanvas = memo(function BlurhashCanvas({
  hash,
  className,
}: {
  hash: string
  className?: string
}) {
  const ref = useRef<HTMLCanvasElement>(null)
  const painted = useRef<string | null>(null)
  const near = useOnScreen(ref, 'near')
  const enabled = usePref('useBlurhash')

  useEffect(() => {
    if (!enabled) {
      // The canvas goes away: a new one is painted when previews come back.
      painted.current = null
      return
    }
    if (!near || painted.current === hash) return
    let cancelled = false
    import('blurhash')
      .then(({ decode, isBlurhashValid }) => {
        const canvas = ref.current
        if (cancelled || !canvas || !isBlurhashValid(hash).result) return
        const context = canvas.getContext('2d')
        if (!context) return
        const pixels = decode(hash, WIDTH, HEIGHT)
        const image = context.createImageData(WIDTH, HEIGHT)
        image.data.set(pixels)
        context.putImageData(image, 0, 0)
        painted.current = hash
      })
      // A broken hash or a failed chunk only costs the placeholder.
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [enabled, near, hash])

  // useBlurhash off: no blurred preview, the plain tile colour shows instead.
  if (!enabled) return null
  return <canvas ref={ref} className={className} width={WIDTH} height={HEIGHT} aria-hidden="true" />
})
