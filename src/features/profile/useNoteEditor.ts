import { useCallback, useEffect, useReducer, useRef } from 'react'
import { saveAccountNote } from '../../api/endpoints/profile'
import { api } from '../../api/client'
import { NOTE_SAVE_DEBOUNCE } from '../../config/constants'
import { useRelationships } from '../../store/relationships'
import { initialNoteState, noteTransition, type NoteState } from './noteMachine'

/** Runs the note machine: the debounce timer and the save request. */
export function useNoteEditor(
  accountId: string,
  initialText: string,
): [NoteState, (text: string) => void] {
  const [state, dispatch] = useReducer(noteTransition, initialText, initialNoteState)

  // A note fetched after the editor appeared replaces the empty start, unless typing began.
  const touched = useRef(false)
  useEffect(() => {
    if (!touched.current) dispatch({ type: 'reset', text: initialText })
  }, [initialText])

  useEffect(() => {
    if (state.status !== 'pending') return
    const timer = setTimeout(() => dispatch({ type: 'debounced' }), NOTE_SAVE_DEBOUNCE)
    return () => clearTimeout(timer)
  }, [state.status, state.text])

  const request = state.status === 'saving' ? state.request : null
  useEffect(() => {
    if (!request) return
    const { text } = request
    saveAccountNote(api(), accountId, text).then(
      (relationship) => {
        dispatch({ type: 'done', text })
        if (relationship) useRelationships.getState().setRelationships([relationship])
      },
      (e: unknown) => {
        console.warn('Could not save the note', e)
        dispatch({ type: 'failed' })
      },
    )
  }, [request, accountId])

  const edit = useCallback((text: string) => {
    touched.current = true
    dispatch({ type: 'edit', text })
  }, [])
  return [state, edit]
}
