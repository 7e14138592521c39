import { create } from 'zustand'

/** Whether the outbox dialog is open: the badge, a notice's button and the dialog share it. */
export const useOutboxDialog = create<{ open: boolean }>()(() => ({ open: false }))

export const openOutbox = (): void => useOutboxDialog.setState({ open: true })
export const closeOutbox = (): void => useOutboxDialog.setState({ open: false })
