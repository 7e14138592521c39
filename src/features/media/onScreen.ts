import { useEffect, useState, type RefObject } from 'react'

/*
 * Shared IntersectionObservers: one per purpose for every media item on the
 * page (blurhash decoding, gifv autoplay), not one per item.
 *   near:    within 300 px of the viewport (start decoding placeholders early)
 *   visible: at least half of the element is in the viewport (play loops)
 */
export type OnScreenMode = 'near' | 'visible'

const OPTIONS: Record<OnScreenMode, IntersectionObserverInit> = {
  near: { rootMargin: '300px 0px' },
  visible: { threshold: 0.5 },
}

type Listener = (onScreen: boolean) => void
const observers = new Map<OnScreenMode, IntersectionObserver>()
const listeners = new Map<OnScreenMode, WeakMap<Element, Listener>>()

function observerFor(mode: OnScreenMode): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null
  let observer = observers.get(mode)
  if (!observer) {
    const byElement = new WeakMap<Element, Listener>()
    listeners.set(mode, byElement)
    const threshold = OPTIONS[mode].threshold
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const minRatio = typeof threshold === 'number' ? threshold : 0
        byElement.get(entry.target)?.(entry.isIntersecting && entry.intersectionRatio >= minRatio)
      }
    }, OPTIONS[mode])
    observers.set(mode, observer)
  }
  return observer
}

/** Calls `listener` whenever `element` enters or leaves the area; returns the unsubscribe. */
export function observeOnScreen(
  element: Element,
  mode: OnScreenMode,
  listener: Listener,
): () => void {
  const observer = observerFor(mode)
  if (!observer) {
    // No IntersectionObserver (old browsers, tests): a mounted element counts as on screen.
    listener(true)
    return () => undefined
  }
  listeners.get(mode)?.set(element, listener)
  observer.observe(element)
  return () => {
    observer.unobserve(element)
    listeners.get(mode)?.delete(element)
  }
}

/** Whether `ref`'s element is on screen (false until the observer says so). */
export function useOnScreen(
  ref: RefObject<Element | null>,
  mode: OnScreenMode,
  enabled = true,
): boolean {
  const [onScreen, setOnScreen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    return observeOnScreen(element, mode, setOnScreen)
  }, [ref, mode, enabled])
  return onScreen
}
