import { useEffect, useSyncExternalStore } from 'react'
import type * as MfmBodyModule from './MfmBody'

/*
 * The MFM renderer (mfm-js and the effect styles) is a lazy chunk: a first
 * visit never downloads it, and it loads once, the first time a status
 * written in MFM is shown.
 */
export type MfmModule = typeof MfmBodyModule

export type MfmLoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; module: MfmModule }
  | { status: 'failed' }

let state: MfmLoadState = { status: 'idle' }
const listeners = new Set<() => void>()

function setState(next: MfmLoadState) {
  state = next
  listeners.forEach((l) => l())
}

/** Replaced in tests to load the module without a bundler. */
let importer: () => Promise<MfmModule> = () => import('./MfmBody')

export function loadMfm(): void {
  if (state.status !== 'idle') return
  setState({ status: 'loading' })
  importer().then(
    (module) => setState({ status: 'ready', module }),
    (error: unknown) => {
      console.warn('Could not load the MFM renderer; showing the plain content', error)
      setState({ status: 'failed' })
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const snapshot = () => state

export function useMfmModule(enabled: boolean): MfmLoadState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot)
  useEffect(() => {
    if (enabled) loadMfm()
  }, [enabled])
  return current
}

/** Test hook: start over, optionally with another loader. */
export function resetMfmLoader(load?: () => Promise<MfmModule>): void {
  importer = load ?? (() => import('./MfmBody'))
  state = { status: 'idle' }
}
