import './messages'
import { useId, useReducer, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import { intlLocaleOf } from '../../../i18n/languages'
import { useFeature } from '../../../store/serverFeatures'
import { Button } from '../../../ui/Button'
import { LineIcon } from '../../../ui/icons'
import { formatAbsolute } from '../../../ui/relativeTime'
import {
  earliestPickerValue,
  fromPickerValue,
  initialSchedule,
  readerTimeZone,
  scheduledInstant,
  scheduleProblem,
  scheduleReducer,
} from './scheduleTime'
import styles from './Schedule.module.css'

/** Where the form's schedule starts: a scheduled post being edited comes with its time and id. */
export interface ScheduleStart {
  /** ISO time the edited post was to go out. */
  at: string
  /** The scheduled post this form replaces: deleted when the new one is sent. */
  replaces: string
}

export interface Schedule {
  /** The "Schedule" toggle for the tools row, or null where the server keeps no scheduled posts. */
  toggle: ReactNode
  /** The date and time picker (when open). */
  panel: ReactNode
  /** What the submit button says while a time is chosen. */
  submitLabel: string | null
  /** Checks the time now; the message to show when it cannot be sent, else null. */
  refusal: () => string | null
  /** The ISO time to send with, or null to post at once. */
  at: () => string | null
  replaces: string | null
  /** The post went out (or was scheduled): back to posting at once. */
  reset: () => void
}

/**
 * The post form's schedule: a toggle that opens a date and time picker in
 * the reader's time zone (at least five minutes ahead), and the words the
 * submit button then says. Offered only for new posts on servers that keep
 * scheduled posts.
 */
export function useSchedule(
  start: ScheduleStart | undefined,
  offered: boolean,
  /** The post changed (another time, or none): a retry must not reuse the last one's key. */
  onChange: () => void,
): Schedule {
  const { t, i18n } = useTranslation()
  const serverHas = useFeature('scheduledStatuses')
  const [state, dispatch] = useReducer(scheduleReducer, start?.at, (at) =>
    initialSchedule(at, Date.now()),
  )
  const panelId = useId()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const available = (offered && serverHas) || start !== undefined
  const locale = intlLocaleOf(i18n.locale || 'en')
  const open = available && state.name === 'on'
  const chosen = open ? fromPickerValue(state.value) : null
  const problemKey = open && state.problem ? `scheduled.${state.problem}` : null

  const toggle = available ? (
    // An icon, named like the emoji button beside it: with its word the row
    // of tools no longer fitted a sidebar form's width.
    <Button
      variant="ghost"
      size="small"
      aria-label={t('scheduled.toggle')}
      title={t('scheduled.toggle')}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => {
        onChange()
        dispatch(open ? { type: 'clear' } : { type: 'open', now: Date.now() })
      }}
    >
      <ClockIcon />
    </Button>
  ) : null

  const panel = open ? (
    <fieldset id={panelId} className={styles.panel}>
      <legend className={styles.legend}>{t('scheduled.legend')}</legend>
      {start && <p className={styles.hint}>{t('scheduled.replaces')}</p>}
      <div className={styles.line}>
        <label htmlFor={inputId}>{t('scheduled.when')}</label>
        <input
          id={inputId}
          type="datetime-local"
          className={styles.input}
          value={state.value}
          min={earliestPickerValue(state.now)}
          aria-describedby={problemKey ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problemKey ? true : undefined}
          onChange={(e) => {
            onChange()
            dispatch({ type: 'change', value: e.target.value, now: Date.now() })
          }}
        />
        {!start && (
          <Button
            size="small"
            onClick={() => {
              onChange()
              dispatch({ type: 'clear' })
            }}
          >
            {t('scheduled.post_now')}
          </Button>
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('scheduled.time_zone', { zone: readerTimeZone(locale, state.now) })}
      </p>
      {problemKey && (
        <p id={errorId} className={styles.error} role="alert">
          {t(problemKey)}
        </p>
      )}
    </fieldset>
  ) : null

  return {
    toggle,
    panel,
    submitLabel:
      chosen !== null
        ? t('scheduled.submit', { time: formatAbsolute(new Date(chosen), locale) })
        : null,
    refusal: () => {
      if (!open) return null
      const now = Date.now()
      dispatch({ type: 'check', now })
      const problem = scheduleProblem(state.value, now)
      return problem ? t(`scheduled.${problem}`) : null
    },
    at: () => (open ? scheduledInstant(state) : null),
    replaces: start?.replaces ?? null,
    reset: () => dispatch({ type: 'clear' }),
  }
}

const ClockIcon = () => (
  <LineIcon size={18} width="2.5" cap join>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
)
