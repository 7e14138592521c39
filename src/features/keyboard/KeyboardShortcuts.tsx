import './messages'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { openSettings } from '../../store/settingsModal'
import { timelineVisible, TIMELINES } from '../timelines'
import { profileLink } from '../../ui/profileLink'
import { IDLE_KEYS, resolveKey, type Place, type StatusAction } from './keymap'
import { ShortcutsHelp } from './ShortcutsHelp'

/*
 * The keyboard shortcuts' listener: one keydown handler on the window that
 * asks the keymap what a key means and carries it out on what the reader
 * sees, through the same buttons and links a pointer would use (so every
 * confirmation, lock and error of those controls applies).
 */

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    (target.tagName === 'INPUT' &&
      !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
        (target as HTMLInputElement).type,
      )))

/** A dialog or an open menu owns the keyboard. */
const modalOpen = () =>
  document.querySelector('dialog[open], [aria-modal="true"], [role="menu"]') !== null

const outermostArticle = (el: Element | null): HTMLElement | null => {
  let article = el?.closest<HTMLElement>('article') ?? null
  while (article?.parentElement?.closest('article'))
    article = article.parentElement.closest<HTMLElement>('article')
  return article
}

const mainColumn = () => document.getElementById('main-content')

/** The statuses of the main column, in reading order (quoted posts are part of theirs). */
function articles(): HTMLElement[] {
  const main = mainColumn()
  if (!main) return []
  return [...main.querySelectorAll<HTMLElement>('article')].filter(
    (a) => !a.parentElement?.closest('article'),
  )
}

function currentArticle(): HTMLElement | null {
  const article = outermostArticle(document.activeElement)
  return article && mainColumn()?.contains(article) ? article : null
}

/** The first status whose lower edge is below the top of the window. */
function firstInView(list: HTMLElement[]): HTMLElement | undefined {
  return list.find((a) => a.getBoundingClientRect().bottom > 80)
}

function move(step: 1 | -1): void {
  const list = articles()
  if (list.length === 0) return
  const current = currentArticle()
  const at = current ? list.indexOf(current) : -1
  const target = at < 0 ? firstInView(list) : list[at + step]
  if (!target) {
    // Past the last status drawn: scrolling on lets the list draw (or load) more.
    if (step === 1) current?.scrollIntoView({ block: 'start' })
    return
  }
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'nearest' })
}

/** Presses the status's own control for an action (its button or link). */
function press(action: StatusAction): void {
  const article = currentArticle()
  if (!article) return
  const control = [...article.querySelectorAll<HTMLElement>(`[data-shortcut="${action}"]`)].find(
    (c) => outermostArticle(c) === article,
  )
  control?.click()
}

export default function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [helpOpen, setHelpOpen] = useState(false)
  const state = useRef(IDLE_KEYS)

  useEffect(() => {
    // Read at the key press: who is signed in and what the server offers then.
    const signedIn = () => {
      const { currentUserId, instance } = useSession.getState()
      const user = currentUserId ? useEntities.getState().accounts[currentUserId] : undefined
      return { user, instance }
    }
    const pathOf = (place: Place): string | null => {
      const { user, instance } = signedIn()
      if (!instance) return null
      const name = user ? encodeURIComponent(user.username) : null
      switch (place) {
        case 'home':
          return user ? TIMELINES.friends.path : null
        case 'local':
          return timelineVisible('public', !!user, instance) ? TIMELINES.public.path : null
        case 'known':
          return timelineVisible('publicAndExternal', !!user, instance)
            ? TIMELINES.publicAndExternal.path
            : null
        case 'notifications':
          return name && `/${name}/notifications`
        case 'bookmarks':
          return user ? '/bookmarks' : null
        case 'direct':
          return name && instance.features.directTimeline ? `/users/${name}/dms` : null
        case 'lists':
          return user ? '/lists' : null
        case 'ownProfile':
          return user ? profileLink(user, instance.restrictedNicknames) : null
        case 'settings':
          return null
      }
    }

    const onKey = (e: KeyboardEvent) => {
      const { state: next, action } = resolveKey(
        state.current,
        {
          key: e.key,
          ctrlKey: e.ctrlKey,
          metaKey: e.metaKey,
          altKey: e.altKey,
          typing: isTyping(e.target),
          modalOpen: modalOpen(),
          onStatus: e.target instanceof HTMLElement && e.target.tagName === 'ARTICLE',
        },
        Date.now(),
      )
      state.current = next
      if (!action) return
      if (action.kind === 'status') {
        if (action.action === 'next' || action.action === 'previous')
          move(action.action === 'next' ? 1 : -1)
        else press(action.action)
      } else if (action.kind === 'go') {
        if (action.place === 'settings') {
          if (signedIn().user) openSettings()
        } else {
          const path = pathOf(action.place)
          if (path) void navigate(path)
        }
      } else {
        switch (action.action) {
          case 'help':
            setHelpOpen(true)
            break
          case 'newPost': {
            const form = document.querySelector<HTMLElement>('[data-shortcut="compose"] textarea')
            if (form && form.offsetParent !== null) form.focus()
            else document.querySelector<HTMLElement>('[data-shortcut="new-post"]')?.click()
            break
          }
          case 'search': {
            const field = document.querySelector<HTMLInputElement>('form[role="search"] input')
            if (field && field.offsetParent !== null) field.focus()
            else void navigate('/search')
            break
          }
          // The timeline on screen owns "show new" (TimelineView): it knows what is held.
          case 'showNew':
            return
        }
      }
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [navigate])

  return <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
}
