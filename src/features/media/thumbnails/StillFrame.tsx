import { memo, useEffect, useRef } from 'react'

/** Longest side of a still frame's canvas: a thumbnail, not a full-size copy in memory. */
export const STILL_FRAME_MAX = 640

/**
 * The first frame of an animated image, drawn once to a canvas (a canvas
 * does not animate). Drawing a cross-origin image only taints the canvas,
 * which is fine: nothing reads it back.
 */
export const StillFrame = memo(function StillFrame({
  src,
  width,
  height,
  className,
}: {
  src: string
  width: number
  height: number
  className?: string
}) {
  const ref = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => {
      const canvas = ref.current
      if (!canvas || !image.naturalWidth || !image.naturalHeight) return
      const scale = Math.min(1, STILL_FRAME_MAX / Math.max(image.naturalWidth, image.naturalHeight))
      canvas.width = Math.max(1, Math.round(image.naturalWidth * scale))
      canvas.height = Math.max(1, Math.round(image.naturalHeight * scale))
      canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
    }
    image.src = src
    return () => {
      image.onload = null
    }
  }, [src])

  return <canvas ref={ref} className={className} width={width} height={height} aria-hidden="true" />
})
