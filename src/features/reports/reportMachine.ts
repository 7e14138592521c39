/**
 * The user report form: idle, processing, error. It
 * starts afresh when the reported user changes (a new target with the same
 * user keeps what was typed and adds the new status to the selection), and
 * a success ends it (the modal closes). Pure, so each step is unit-tested.
 */

export type ReportPhase = 'idle' | 'processing' | 'error'

export interface ReportForm {
  accountId: string | null
  phase: ReportPhase
  /** Statuses to attach, in the order they were chosen. */
  statusIds: string[]
  comment: string
  forward: boolean
}

export type ReportFormEvent =
  | { type: 'target'; accountId: string; statusId: string | null }
  | { type: 'toggleStatus'; statusId: string }
  | { type: 'comment'; text: string }
  | { type: 'forward'; on: boolean }
  | { type: 'submit' }
  | { type: 'failed' }
  | { type: 'succeeded' }

export const emptyReportForm: ReportForm = {
  accountId: null,
  phase: 'idle',
  statusIds: [],
  comment: '',
  forward: false,
}

export function reportFormStep(state: ReportForm, event: ReportFormEvent): ReportForm {
  switch (event.type) {
    case 'target': {
      if (state.accountId !== event.accountId) {
        return {
          ...emptyReportForm,
          accountId: event.accountId,
          statusIds: event.statusId ? [event.statusId] : [],
        }
      }
      if (!event.statusId || state.statusIds.includes(event.statusId)) return state
      return { ...state, statusIds: [...state.statusIds, event.statusId] }
    }
    case 'toggleStatus':
      if (state.phase === 'processing') return state
      return {
        ...state,
        statusIds: state.statusIds.includes(event.statusId)
          ? state.statusIds.filter((id) => id !== event.statusId)
          : [...state.statusIds, event.statusId],
      }
    case 'comment':
      return state.phase === 'processing' ? state : { ...state, comment: event.text }
    case 'forward':
      return state.phase === 'processing' ? state : { ...state, forward: event.on }
    case 'submit':
      // One request at a time: the button is disabled while processing.
      if (state.phase === 'processing' || state.accountId === null) return state
      return { ...state, phase: 'processing' }
    case 'failed':
      return state.phase === 'processing' ? { ...state, phase: 'error' } : state
    case 'succeeded':
      return state.phase === 'processing' ? emptyReportForm : state
  }
}

/** Forwarding is offered only for accounts of other instances. */
export const canForward = (account: { is_local: boolean }): boolean => !account.is_local
