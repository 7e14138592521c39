import { type ComponentType } from 'react'
import { lazy, loadChunk } from './lazy'
import { pushNotice } from '../store/notices'

/**
 * A lazy component whose failed chunk load is reported (errors.chunk_load)
 * instead of crashing the surrounding screen, and retried on next use: the
 * failure renders nothing, runs `onFailure` and swaps in a fresh loader.
 */
export function recoverableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  onFailure: () => void,
): ComponentType<P> {
  const make = () =>
    lazy(() =>
      loadChunk(load).catch((error: unknown) => {
        console.error(error)
        pushNotice('errors.chunk_load')
        current = make()
        onFailure()
        return { default: Nothing }
      }),
    )
  let current = make()
  return function Recoverable(props: P) {
    const Current = current
    return <Current {...props} />
  }
}

function Nothing(): null {
  return null
}
