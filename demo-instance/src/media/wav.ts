/** A short chime as a 16-bit mono PCM WAV file, synthesised in code. */

const SAMPLE_RATE = 16000
/** C5, E5, G5, C6: a major arpeggio. */
const NOTES = [523.25, 659.25, 783.99, 1046.5]
const NOTE_SECONDS = 0.35
const TAIL_SECONDS = 0.6

export const CHIME_SECONDS = NOTES.length * NOTE_SECONDS + TAIL_SECONDS

export function chimeWav(): Buffer {
  const samples = Math.round(CHIME_SECONDS * SAMPLE_RATE)
  const pcm = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE
    let value = 0
    NOTES.forEach((freq, n) => {
      const start = n * NOTE_SECONDS
      if (t < start) return
      const local = t - start
      const envelope = Math.exp(-local * 4) * Math.min(1, local * 200)
      value += Math.sin(2 * Math.PI * freq * local) * envelope * 0.22
    })
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2)
  }
  const head = Buffer.alloc(44)
  head.write('RIFF', 0, 'ascii')
  head.writeUInt32LE(36 + pcm.length, 4)
  head.write('WAVE', 8, 'ascii')
  head.write('fmt ', 12, 'ascii')
  head.writeUInt32LE(16, 16) // fmt chunk size
  head.writeUInt16LE(1, 20) // PCM
  head.writeUInt16LE(1, 22) // mono
  head.writeUInt32LE(SAMPLE_RATE, 24)
  head.writeUInt32LE(SAMPLE_RATE * 2, 28) // byte rate
  head.writeUInt16LE(2, 32) // block align
  head.writeUInt16LE(16, 34) // bits per sample
  head.write('data', 36, 'ascii')
  head.writeUInt32LE(pcm.length, 40)
  return Buffer.concat([head, pcm])
}
