import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Focus and caret of the post text. With `autoFocus`, the text is focused
 * once it can be typed (`ready`; an edit waits for its source), with the
 * caret at the end. `placeCaret` puts the caret somewhere once the next
 * text is rendered (after an autocomplete pick or an inserted emoji).
 */
export function useTextCaret(
  textRef: RefObject<HTMLTextAreaElement | null>,
  autoFocus: boolean | undefined,
  ready: boolean,
): (caret: number) => void {
  const autoFocused = useRef(false)
  const pendingCaret = useRef<number | null>(null)

  // A frame later, so a modal's <dialog> has opened and does not move focus itself.
  useEffect(() => {
    if (!autoFocus || !ready || autoFocused.current) return
    const frame = requestAnimationFrame(() => {
      const el = textRef.current
      if (!el) return
      autoFocused.current = true
      el.focus()
      // Replies start after the prefilled mentions.
      el.setSelectionRange(el.value.length, el.value.length)
    })
    return () => cancelAnimationFrame(frame)
  }, [autoFocus, ready, textRef])

  // After every render: the caret waits for the text it belongs to.
  useLayoutEffect(() => {
    const caret = pendingCaret.current
    const el = textRef.current
    if (caret === null || !el) return
    pendingCaret.current = null
    el.setSelectionRange(caret, caret)
  })

  return useCallback((caret: number) => {
    pendingCaret.current = caret
  }, [])
}
