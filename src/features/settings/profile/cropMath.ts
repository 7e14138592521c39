/**
 * The avatar crop (square, recommended at least 150×150): which
 * square of the picture becomes the avatar, as pure arithmetic the cropper
 * and its tests share. Zoom 1 is the largest square that fits; the position
 * is a fraction (0..1) of the room the square has to move in each direction.
 */

export interface CropState {
  /** 1 (the whole short side) up to MAX_ZOOM. */
  zoom: number
  /** 0 = left edge, 1 = right edge. */
  x: number
  /** 0 = top edge, 1 = bottom edge. */
  y: number
}

export interface CropSquare {
  /** Left, top and side of the square, in the picture's pixels. */
  left: number
  top: number
  side: number
}

export const MAX_ZOOM = 4
/** Largest avatar sent: more only costs bytes (our choice; the server scales it anyway). */
export const MAX_OUTPUT_SIDE = 400

export const initialCrop: CropState = { zoom: 1, x: 0.5, y: 0.5 }

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min

export function cropSquare(width: number, height: number, crop: CropState): CropSquare {
  const side = Math.min(width, height) / clamp(crop.zoom, 1, MAX_ZOOM)
  return {
    left: (width - side) * clamp(crop.x, 0, 1),
    top: (height - side) * clamp(crop.y, 0, 1),
    side,
  }
}

/**
 * The crop after dragging the picture by (dx, dy) pixels of a preview
 * `viewSide` pixels wide: the picture follows the pointer, so the square
 * moves the other way.
 */
export function dragCrop(
  width: number,
  height: number,
  crop: CropState,
  dx: number,
  dy: number,
  viewSide: number,
): CropState {
  const { side } = cropSquare(width, height, crop)
  const scale = side / viewSide
  const roomX = width - side
  const roomY = height - side
  return {
    zoom: crop.zoom,
    x: roomX > 0 ? clamp(crop.x - (dx * scale) / roomX, 0, 1) : crop.x,
    y: roomY > 0 ? clamp(crop.y - (dy * scale) / roomY, 0, 1) : crop.y,
  }
}

/** Side of the avatar file: the square's own pixels, capped at MAX_OUTPUT_SIDE. */
export function outputSide(square: CropSquare): number {
  return Math.max(1, Math.round(Math.min(square.side, MAX_OUTPUT_SIDE)))
}
