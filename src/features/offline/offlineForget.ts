import { registerSessionPiece } from '../../store/sessionLifecycle'

// An account leaving this browser takes along what was kept of it for use
// offline, even when it leaves before the chunk that keeps it has come. Part
// of the area's entry, so kept to these lines.
registerSessionPiece({
  name: 'offlineForget',
  clear: () => undefined,
  forget: (who) =>
    void import('./offlineParts')
      .then((m) => m.forgetKept(who))
      .catch((e: unknown) => console.warn('Could not forget what was kept offline', e)),
})
