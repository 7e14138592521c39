/**
 * The life of one optimistic status action (favourite, repeat, bookmark,
 * delete): idle → pending → done | failed. The change is applied to the
 * cache when it turns pending and undone when it fails; a second click while
 * pending is ignored, so a slow server never receives two opposite requests
 * out of order.
 */
export type ActionPhase =
  { name: 'idle' } | { name: 'pending' } | { name: 'done' } | { name: 'failed'; message: string }

export type ActionEvent =
  { type: 'start' } | { type: 'succeed' } | { type: 'fail'; message: string }

export const IDLE: ActionPhase = Object.freeze({ name: 'idle' })

/** Events that do not apply in a phase leave it unchanged. */
export function actionTransition(phase: ActionPhase, event: ActionEvent): ActionPhase {
  switch (event.type) {
    case 'start':
      return phase.name === 'pending' ? phase : { name: 'pending' }
    case 'succeed':
      return phase.name === 'pending' ? { name: 'done' } : phase
    case 'fail':
      return phase.name === 'pending' ? { name: 'failed', message: event.message } : phase
  }
}
