import { create } from 'zustand'
import './messages'

/**
 * The last failed action of each status ("a dismissable banner
 * above the post, cleared on success"). Kept outside the component so it
 * survives the status scrolling out of the virtualized list and back.
 */
export interface ActionErrorEntry {
  /** Message key of what failed, e.g. `status_actions.errors.favourite`. */
  key: string
  /** The server's words, or the network error. */
  message: string
}

interface ActionErrorsStore {
  errors: Record<string, ActionErrorEntry>
}

export const useActionErrors = create<ActionErrorsStore>()(() => ({ errors: {} }))

export function setActionError(statusId: string, entry: ActionErrorEntry): void {
  useActionErrors.setState((s) => ({ errors: { ...s.errors, [statusId]: entry } }))
}

export function clearActionError(statusId: string): void {
  if (!(statusId in useActionErrors.getState().errors)) return
  useActionErrors.setState((s) => {
    const { [statusId]: _cleared, ...errors } = s.errors
    return { errors }
  })
}

export const useActionError = (statusId: string): ActionErrorEntry | undefined =>
  useActionErrors((s) => s.errors[statusId])
