/**
 * A minimal valid SWF (version 6): a 320×240 stage with a background
 * colour and one frame, enough for a Flash player to load and show it.
 */
function rectBits(xMin: number, xMax: number, yMin: number, yMax: number): Buffer {
  const nBits = 16
  const bits = [nBits.toString(2).padStart(5, '0')]
  for (const v of [xMin, xMax, yMin, yMax])
    bits.push((v >>> 0).toString(2).padStart(nBits, '0').slice(-nBits))
  const s = bits.join('').padEnd(Math.ceil((5 + 4 * nBits) / 8) * 8, '0')
  const out = Buffer.alloc(s.length / 8)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(i * 8, i * 8 + 8), 2)
  return out
}

function tag(code: number, body: Buffer): Buffer {
  const header = Buffer.alloc(2)
  header.writeUInt16LE((code << 6) | body.length)
  return Buffer.concat([header, body])
}

export function tinySwf(rgb: [number, number, number] = [0xe2, 0xa4, 0x69]): Buffer {
  const twips = 20
  const rect = rectBits(0, 320 * twips, 0, 240 * twips)
  const frameRate = Buffer.from([0x00, 0x0c]) // 12 fps, 8.8 fixed point
  const frameCount = Buffer.from([0x01, 0x00])
  const body = Buffer.concat([
    rect,
    frameRate,
    frameCount,
    tag(9, Buffer.from(rgb)), // SetBackgroundColor
    tag(1, Buffer.alloc(0)), // ShowFrame
    tag(0, Buffer.alloc(0)), // End
  ])
  const header = Buffer.alloc(8)
  header.write('FWS', 0, 'latin1')
  header.writeUInt8(6, 3)
  header.writeUInt32LE(8 + body.length, 4)
  return Buffer.concat([header, body])
}
