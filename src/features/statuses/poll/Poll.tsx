import { memo, useId, useReducer, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../i18n/react'
import { votePoll } from '../../../api/endpoints/polls'
import type { Poll as PollEntity } from '../../../api/types'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'
import { useIsLoggedIn } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { ErrorBanner } from '../../../ui/ErrorBanner'
import { RelativeTime } from '../../../ui/RelativeTime'
import { InlineText } from '../../../ui/richContent/RichContent'
import { serverErrorText } from './errorText'
import {
  canSubmitVote,
  pollOptionPercent,
  pollShowsResults,
  toggleChoice,
  voteTransition,
} from './pollLogic'
import { usePollTracking } from './pollTracker'
import styles from './Poll.module.css'
import './messages'
import { LineIcon } from '../../../ui/icons'

const CheckIcon = () => (
  <LineIcon size={16} width="2.5" cap join>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
)

function PollResults({ poll }: { poll: PollEntity }) {
  const { t } = useTranslation()
  return (
    <ul className={styles.results} aria-label={t('status_extras.poll.results')}>
      {poll.options.map((option, index) => {
        const percent = pollOptionPercent(option.votes_count, poll.votes_count)
        const own = poll.own_votes.includes(index)
        return (
          <li key={index} className={[styles.result, own ? styles.own : ''].join(' ')}>
            <div className={styles.resultLine}>
              <span className={styles.percent}>{t('status_extras.poll.percent', { percent })}</span>
              <InlineText text={option.title} emojis={poll.emojis} className={styles.title} />
              {own && (
                <span className={styles.ownMark}>
                  <CheckIcon />
                  <span className="visually-hidden">{t('status_extras.poll.your_choice')}</span>
                </span>
              )}
            </div>
            {/* The percentage above says it in words; the bar is for the eye. */}
            <meter className={styles.bar} min={0} max={100} value={percent} aria-hidden="true" />
          </li>
        )
      })}
    </ul>
  )
}

function PollForm({ statusId, poll }: { statusId: string; poll: PollEntity }) {
  const { t } = useTranslation()
  const name = useId()
  const [choices, setChoices] = useState<number[]>([])
  const [state, dispatch] = useReducer(voteTransition, { kind: 'idle' })
  const patchStatus = useEntities((s) => s.patchStatus)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // Voting with nothing chosen does nothing.
    if (!canSubmitVote(choices, state)) return
    dispatch({ type: 'submit' })
    try {
      const updated = await votePoll(api(), poll.id, choices)
      patchStatus(statusId, { poll: updated })
      dispatch({ type: 'succeeded' })
    } catch (error) {
      dispatch({
        type: 'failed',
        message: serverErrorText(error) ?? t('status_extras.poll.vote_error'),
      })
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <fieldset className={styles.fieldset} disabled={state.kind === 'voting'}>
        <legend className={styles.legend}>
          {poll.multiple
            ? t('status_extras.poll.choose_multiple')
            : t('status_extras.poll.choose_single')}
        </legend>
        {poll.options.map((option, index) => (
          <label key={index} className={styles.choice}>
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={index}
              checked={choices.includes(index)}
              onChange={() => setChoices((c) => toggleChoice(c, index, poll.multiple))}
            />
            <InlineText text={option.title} emojis={poll.emojis} />
          </label>
        ))}
      </fieldset>
      {state.kind === 'failed' && (
        <ErrorBanner message={state.message} onDismiss={() => dispatch({ type: 'dismiss' })} />
      )}
      <Button
        type="submit"
        variant="primary"
        size="small"
        disabled={!canSubmitVote(choices, state)}
        aria-busy={state.kind === 'voting' || undefined}
      >
        {state.kind === 'voting' ? t('status_extras.poll.voting') : t('status_extras.poll.vote')}
      </Button>
    </form>
  )
}

/** The poll of a status: a vote form, or the results. */
export const Poll = memo(function Poll({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const poll = useEntities((s) => s.statuses[statusId]?.poll ?? null)
  const loggedIn = useIsLoggedIn()
  const ref = useRef<HTMLDivElement>(null)
  const open = poll !== null && !poll.expired
  usePollTracking(ref, statusId, poll?.id ?? '', open)
  if (!poll) return null

  const results = pollShowsResults(poll, loggedIn)
  const voters =
    poll.multiple && poll.voters_count !== null
      ? t('status_extras.poll.voters', { count: poll.voters_count })
      : t('status_extras.poll.votes', { count: poll.votes_count })

  return (
    <div ref={ref} className={styles.poll} role="group" aria-label={t('status_extras.poll.label')}>
      {results ? <PollResults poll={poll} /> : <PollForm statusId={statusId} poll={poll} />}
      <p className={styles.footer}>
        <span>{voters}</span>
        {poll.expires_at !== null && (
          <span>
            {poll.expired ? t('status_extras.poll.closed') : t('status_extras.poll.closes')}{' '}
            <RelativeTime date={poll.expires_at} />
          </span>
        )}
      </p>
    </div>
  )
})
