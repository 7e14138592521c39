import { useCallback, useMemo, useState } from 'react'
import type { ClipboardEvent, DragEvent } from 'react'
import type { MediaUploads } from './useMediaUploads'

export interface MediaDrop {
  onDragOver(e: DragEvent<HTMLElement>): void
  onDragLeave(e: DragEvent<HTMLElement>): void
  onDrop(e: DragEvent<HTMLElement>): void
  onPaste(e: ClipboardEvent<HTMLElement>): void
  /** Files are being dragged over the target: show a drop hint. */
  dragging: boolean
}

const carriesFiles = (e: DragEvent<HTMLElement>) =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files')

/**
 * Handlers for the form (or its text area): files dropped on it or pasted
 * into it are uploaded. A paste without files is left to the text field.
 */
export function useMediaDrop(uploads: Pick<MediaUploads, 'addFiles'>): MediaDrop {
  const [dragging, setDragging] = useState(false)
  const { addFiles } = uploads

  const onDragOver = useCallback((e: DragEvent<HTMLElement>) => {
    if (!carriesFiles(e)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }, [])

  const onDragLeave = useCallback((e: DragEvent<HTMLElement>) => {
    // Moving onto a child fires dragleave on the parent: only leaving the target counts.
    const next = e.relatedTarget
    if (next instanceof Node && e.currentTarget.contains(next)) return
    setDragging(false)
  }, [])

  const onDrop = useCallback(
    (e: DragEvent<HTMLElement>) => {
      setDragging(false)
      const files = Array.from(e.dataTransfer?.files ?? [])
      if (files.length === 0) return
      e.preventDefault()
      addFiles(files)
    },
    [addFiles],
  )

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLElement>) => {
      const files = Array.from(e.clipboardData?.files ?? [])
      if (files.length === 0) return
      e.preventDefault()
      addFiles(files)
    },
    [addFiles],
  )

  return useMemo(
    () => ({ onDragOver, onDragLeave, onDrop, onPaste, dragging }),
    [onDragOver, onDragLeave, onDrop, onPaste, dragging],
  )
}
