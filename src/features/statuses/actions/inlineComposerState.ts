import { create } from 'zustand'

/**
 * Which statuses have their inline reply or quote form open. The action bar
 * toggles it and the form below the bar reads it; kept in a store so an open
 * form survives its status scrolling out of the virtualized list.
 */
export type InlineComposerMode = 'reply' | 'quote'

interface InlineComposerStore {
  open: Record<string, InlineComposerMode>
}

export const useInlineComposers = create<InlineComposerStore>()(() => ({ open: {} }))

export const useInlineComposer = (statusId: string): InlineComposerMode | undefined =>
  useInlineComposers((s) => s.open[statusId])

export function closeInlineComposer(statusId: string): void {
  useInlineComposers.setState((s) => {
    const { [statusId]: _closed, ...open } = s.open
    return { open }
  })
}

/** Opens `mode` under the status, or closes it when that form is already open. */
export function toggleInlineComposer(statusId: string, mode: InlineComposerMode): void {
  if (useInlineComposers.getState().open[statusId] === mode) closeInlineComposer(statusId)
  else useInlineComposers.setState((s) => ({ open: { ...s.open, [statusId]: mode } }))
}
