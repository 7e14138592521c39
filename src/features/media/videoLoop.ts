import type { MediaKind } from './mediaKind'

/** Whether a loaded video has sound: true, false, or null when the browser cannot tell. */
export function hasAudioTrack(video: HTMLVideoElement): boolean | null {
  // Vendor extensions, not in the DOM typings.
  const v = video as HTMLVideoElement & {
    mozHasAudio?: boolean
    webkitAudioDecodedByteCount?: number
    audioTracks?: { length: number }
  }
  if (typeof v.webkitAudioDecodedByteCount === 'number') return v.webkitAudioDecodedByteCount > 0
  if (typeof v.mozHasAudio === 'boolean') return v.mozHasAudio
  if (v.audioTracks) return v.audioTracks.length > 0
  return null
}

/**
 * Gifv always loops; a video loops when `loopVideo` is on, and
 * with `loopVideoSilentOnly` only while it is not known to have sound.
 */
export function shouldLoop(
  kind: MediaKind,
  prefs: { loopVideo: boolean; loopVideoSilentOnly: boolean },
  hasAudio: boolean | null,
): boolean {
  if (kind === 'gifv') return true
  if (!prefs.loopVideo) return false
  return !(prefs.loopVideoSilentOnly && hasAudio === true)
}
