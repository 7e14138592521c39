import { Fragment, useEffect, useId, useRef, useState, type PointerEvent } from 'react'
import { AVATAR_RECOMMENDED_SIZE } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { cropSquare, dragCrop, initialCrop, MAX_ZOOM, outputSide, type CropState } from './cropMath'
import styles from './ProfileSettings.module.css'

const M = 'settings_profile'
/** Pixels of the preview canvas (it is drawn at the device's pixel ratio). */
const VIEW_SIDE = 240

/** The square's position sliders, across then down. */
const AXES = ['x', 'y'] as const

interface AvatarCropperProps {
  file: File
  onCancel: () => void
  onCrop: (avatar: File) => void
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('unreadable image'))
    image.src = url
  })
}

/**
 * The avatar crop: the preview shows exactly the square that
 * becomes the avatar; drag it, or use the zoom and position sliders (the
 * keyboard's way). Drawn on a canvas, so nothing needs inline styles
 * (Akkoma's CSP), and the result is a PNG of at most MAX_OUTPUT_SIDE pixels.
 */
export function AvatarCropper({ file, onCancel, onCrop }: AvatarCropperProps) {
  const { t } = useTranslation()
  const ids = { zoom: useId(), x: useId(), y: useId(), hint: useId() }
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [failed, setFailed] = useState(false)
  const [crop, setCrop] = useState<CropState>(initialCrop)

  useEffect(() => {
    let live = true
    let loaded: HTMLImageElement | null = null
    loadImage(file).then(
      (img) => {
        loaded = img
        if (live) setImage(img)
        else URL.revokeObjectURL(img.src)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
      if (loaded) URL.revokeObjectURL(loaded.src)
    }
  }, [file])

  const width = image?.naturalWidth ?? 1
  const height = image?.naturalHeight ?? 1
  const square = cropSquare(width, height, crop)

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context || !image) return
    const ratio = window.devicePixelRatio || 1
    canvas.width = Math.round(VIEW_SIDE * ratio)
    canvas.height = Math.round(VIEW_SIDE * ratio)
    context.imageSmoothingQuality = 'high'
    context.clearRect(0, 0, canvas.width, canvas.height)
    context.drawImage(
      image,
      square.left,
      square.top,
      square.side,
      square.side,
      0,
      0,
      canvas.width,
      canvas.height,
    )
  }, [image, square.left, square.top, square.side])

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY }
  }
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current
    if (!start || !image) return
    const shown = e.currentTarget.getBoundingClientRect().width || VIEW_SIDE
    setCrop((c) => dragCrop(width, height, c, e.clientX - start.x, e.clientY - start.y, shown))
    drag.current = { x: e.clientX, y: e.clientY }
  }
  const onPointerUp = () => {
    drag.current = null
  }

  const apply = () => {
    if (!image) return
    const side = outputSide(square)
    const canvas = document.createElement('canvas')
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext('2d')
    if (!context) return
    context.imageSmoothingQuality = 'high'
    context.drawImage(image, square.left, square.top, square.side, square.side, 0, 0, side, side)
    canvas.toBlob((blob) => {
      if (!blob) {
        setFailed(true)
        return
      }
      const base = file.name.replace(/\.[^.]*$/, '') || 'avatar'
      onCrop(new File([blob], `${base}.png`, { type: 'image/png' }))
    }, 'image/png')
  }

  const small = image !== null && square.side < AVATAR_RECOMMENDED_SIZE
  const px = Math.floor(square.side)

  return (
    <Modal
      open
      title={t(`${M}.crop_title`)}
      onClose={onCancel}
      className={styles.cropModal}
      footer={
        <>
          <Button onClick={onCancel}>{t(`${M}.crop_cancel`)}</Button>
          <Button variant="primary" onClick={apply} disabled={!image}>
            {t(`${M}.crop_apply`)}
          </Button>
        </>
      }
    >
      {failed ? (
        <p role="alert">{t(`${M}.crop_load_error`)}</p>
      ) : (
        <div className={styles.cropper}>
          <p id={ids.hint} className={styles.hint}>
            {t(`${M}.crop_hint`)}
          </p>
          <canvas
            ref={canvasRef}
            className={styles.cropCanvas}
            role="img"
            aria-label={t(`${M}.crop_preview`)}
            aria-describedby={ids.hint}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          />
          <div className={styles.cropControls}>
            <label htmlFor={ids.zoom}>{t(`${M}.crop_zoom`)}</label>
            <input
              id={ids.zoom}
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={crop.zoom}
              onChange={(e) => setCrop((c) => ({ ...c, zoom: Number(e.target.value) }))}
            />
            {AXES.map((axis) => (
              <Fragment key={axis}>
                <label htmlFor={ids[axis]}>{t(`${M}.crop_${axis}`)}</label>
                <input
                  id={ids[axis]}
                  type="range"
                  min={0}
                  max={100}
                  step={1}
                  value={Math.round(crop[axis] * 100)}
                  // No room to move along an axis the square already fills.
                  disabled={(axis === 'x' ? width : height) - square.side < 1}
                  onChange={(e) => setCrop((c) => ({ ...c, [axis]: Number(e.target.value) / 100 }))}
                />
              </Fragment>
            ))}
          </div>
          {small && (
            <p className={styles.warning} role="status">
              {t(`${M}.crop_small`, { px, size: AVATAR_RECOMMENDED_SIZE })}
            </p>
          )}
        </div>
      )}
    </Modal>
  )
}
