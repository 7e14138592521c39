/**
 * Rebuilds the two sample files the demo instance ships in
 * demo-instance/media: a JPEG photo and a short WebM clip (VP8 video with an
 * Opus tone). Both are made by Debian's Chromium (the one the browser tests
 * use): the JPEG from the same landscape the PNG attachments show, the clip
 * with MediaRecorder from a canvas animation. MediaRecorder leaves out the
 * duration, so the script writes it into the WebM header afterwards.
 *
 *   npx tsx demo-instance/scripts/make-sample-media.ts
 */

import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { JPEG_SAMPLE, VIDEO_SAMPLE } from '../src/media/files.ts'
import { encodePng } from '../src/media/png.ts'
import { landscape } from '../src/media/raster.ts'

const OUT = new URL('../media/', import.meta.url)

/** EBML variable-size integer for an element size. */
function vint(value: number): Buffer {
  for (let length = 1; length <= 8; length += 1) {
    if (value < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length)
      let v = value
      for (let i = length - 1; i >= 0; i -= 1) {
        out[i] = v & 0xff
        v = Math.floor(v / 256)
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (length - 1))
      return out
    }
  }
  throw new Error('vint: too large')
}

function readVint(buf: Buffer, offset: number): { value: number; length: number } {
  const first = buf[offset] ?? 0
  let length = 1
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1
  let value = first & (0xff >> length)
  for (let i = 1; i < length; i += 1) value = value * 256 + (buf[offset + i] ?? 0)
  return { value, length }
}

/** Insert a Duration element (milliseconds at the default timecode scale) into Segment/Info. */
function withDuration(webm: Buffer, durationMs: number): Buffer {
  const infoId = Buffer.from([0x15, 0x49, 0xa9, 0x66])
  const at = webm.indexOf(infoId)
  if (at < 0) throw new Error('no Info element')
  const size = readVint(webm, at + 4)
  const contentStart = at + 4 + size.length
  const contentEnd = contentStart + size.value
  const duration = Buffer.alloc(11)
  duration.set([0x44, 0x89, 0x88], 0)
  duration.writeDoubleBE(durationMs, 3)
  const content = Buffer.concat([webm.subarray(contentStart, contentEnd), duration])
  return Buffer.concat([
    webm.subarray(0, at),
    infoId,
    vint(content.length),
    content,
    webm.subarray(contentEnd),
  ])
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><body></body>')
    // tsx compiles named functions with a `__name` helper that the page lacks.
    await page.evaluate('window.__name = (f) => f')
    const photo = encodePng(landscape(JPEG_SAMPLE.art, JPEG_SAMPLE.width, JPEG_SAMPLE.height))
    const jpegBase64 = await page.evaluate(async (pngBase64: string) => {
      const img = new Image()
      img.src = `data:image/png;base64,${pngBase64}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      canvas.getContext('2d')?.drawImage(img, 0, 0)
      return canvas.toDataURL('image/jpeg', 0.78).split(',')[1] ?? ''
    }, photo.toString('base64'))
    writeFileSync(new URL(JPEG_SAMPLE.file, OUT), Buffer.from(jpegBase64, 'base64'))

    const backdrop = encodePng(
      landscape(VIDEO_SAMPLE.art, VIDEO_SAMPLE.width, VIDEO_SAMPLE.height),
    ).toString('base64')
    const clip = await page.evaluate(
      async ({ png, width, height, seconds }) => {
        const img = new Image()
        img.src = `data:image/png;base64,${png}`
        await img.decode()
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const g = canvas.getContext('2d')
        if (!g) throw new Error('no 2d context')
        const audio = new AudioContext()
        const tone = audio.createOscillator()
        const gain = audio.createGain()
        const sink = audio.createMediaStreamDestination()
        tone.frequency.value = 440
        gain.gain.value = 0.08
        tone.connect(gain).connect(sink)
        tone.start()
        const stream = new MediaStream([
          ...canvas.captureStream(25).getVideoTracks(),
          ...sink.stream.getAudioTracks(),
        ])
        const recorder = new MediaRecorder(stream, {
          mimeType: 'video/webm;codecs=vp8,opus',
          videoBitsPerSecond: 160_000,
          audioBitsPerSecond: 24_000,
        })
        const chunks: Blob[] = []
        recorder.ondataavailable = (e) => chunks.push(e.data)
        const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()))
        const start = performance.now()
        const draw = () => {
          const t = (performance.now() - start) / 1000
          g.drawImage(img, 0, 0)
          g.fillStyle = '#fff8e7'
          g.beginPath()
          g.arc(40 + (width - 80) * (t / seconds), 50 + 20 * Math.sin(t * 3), 18, 0, Math.PI * 2)
          g.fill()
          g.fillStyle = 'rgba(0,0,0,0.55)'
          g.fillRect(8, height - 30, 120, 22)
          g.fillStyle = '#ffffff'
          g.font = '14px sans-serif'
          g.fillText(`Cofe Demo ${t.toFixed(1)} s`, 14, height - 14)
          if (t < seconds) requestAnimationFrame(draw)
        }
        draw()
        recorder.start(500)
        await new Promise((r) => setTimeout(r, seconds * 1000))
        recorder.stop()
        await done
        tone.stop()
        const blob = new Blob(chunks, { type: 'video/webm' })
        // Learn the real duration: seek far past the end, then read it back.
        const video = document.createElement('video')
        video.src = URL.createObjectURL(blob)
        await new Promise((r) => (video.onloadedmetadata = r))
        video.currentTime = 1e9
        await new Promise((r) => (video.ontimeupdate = r))
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ''
        for (const b of bytes) binary += String.fromCharCode(b)
        return { base64: btoa(binary), duration: video.duration }
      },
      { png: backdrop, ...VIDEO_SAMPLE },
    )
    const webm = withDuration(Buffer.from(clip.base64, 'base64'), clip.duration * 1000)
    writeFileSync(new URL(VIDEO_SAMPLE.file, OUT), webm)
    console.info(`wrote ${JPEG_SAMPLE.file} and ${VIDEO_SAMPLE.file} (${clip.duration} s)`)
  } finally {
    await browser.close()
  }
}

await main()
