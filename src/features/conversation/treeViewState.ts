/**
 * What the viewer changed in a tree display: the sub-threads
 * they dived into, innermost last, and the branches they showed or hid.
 */
export interface TreeViewState {
  diveStack: readonly string[]
  /** Explicit show (true) or hide (false) choices; the rest follow the default rule. */
  branches: Readonly<Record<string, boolean>>
}

export type TreeViewEvent =
  | { type: 'dive'; id: string }
  | { type: 'undive' }
  | { type: 'showAll' }
  | { type: 'setBranch'; id: string; shown: boolean }

export const initialTreeView = (diveRoot: string | null): TreeViewState => ({
  diveStack: diveRoot === null ? [] : [diveRoot],
  branches: {},
})

export function treeViewReducer(state: TreeViewState, event: TreeViewEvent): TreeViewState {
  switch (event.type) {
    case 'dive':
      if (state.diveStack.at(-1) === event.id) return state
      return { ...state, diveStack: [...state.diveStack, event.id] }
    case 'undive':
      if (state.diveStack.length === 0) return state
      return { ...state, diveStack: state.diveStack.slice(0, -1) }
    case 'showAll':
      return state.diveStack.length === 0 ? state : { ...state, diveStack: [] }
    case 'setBranch':
      return { ...state, branches: { ...state.branches, [event.id]: event.shown } }
  }
}

/** The sub-thread shown: the innermost dive root still in the conversation, or null for all. */
export function currentDiveRoot(state: TreeViewState, has: (id: string) => boolean): string | null {
  for (let i = state.diveStack.length - 1; i >= 0; i--) {
    const id = state.diveStack[i] as string
    if (has(id)) return id
  }
  return null
}
