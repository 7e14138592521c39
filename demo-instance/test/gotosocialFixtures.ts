/**
 * Replies recorded from a real GoToSocial (src/api/fixtures/gotosocial/, see
 * its README), read from disk for the demo's tests and the browser tests.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface RecordedReply {
  status: number
  body: unknown
}

/** One recorded reply by its file name without `.json`, e.g. `GET_api_v1_instance`. */
export function recordedGoToSocial(name: string): RecordedReply {
  const file = join(import.meta.dirname, '../../src/api/fixtures/gotosocial', `${name}.json`)
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedReply
}
