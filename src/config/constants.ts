/**
 * Every number the client's rules name, in one place, with a name that
 * says what it measures.
 */

// Defaults the server overrides
export const DEFAULT_TEXT_LIMIT = 5000
export const DEFAULT_POLL_LIMITS = {
  max_options: 4,
  max_option_chars: 255,
  min_expiration: 60,
  max_expiration: 86400,
} as const
export const DEFAULT_MAX_THREAD_DEPTH = 6
export const DEFAULT_THEME = 'dark'
export const DEFAULT_POST_CONTENT_TYPE = 'text/plain'

// Where the root path leads
export const LOGGED_IN_LANDING_PATH = '/main/friends'
export const LOGGED_OUT_LANDING_PATH = '/main/all'
export const LOGOUT_DESTINATION = '/main/public'

// Layout thresholds
export const MOBILE_MAX_WIDTH = 800
export const WIDE_MIN_WIDTH = 1280

export const WHO_TO_FOLLOW_PANEL_SIZE = 3
export const PROFILE_IMAGE_UPLOAD_LIMIT = 2097152
export const PROFILE_FIELDS_LIMIT = 6

// Background polling (milliseconds)
export const TIMELINE_POLL_INTERVAL = 20_000
export const LISTS_POLL_INTERVAL = 240_000
export const ANNOUNCEMENTS_FETCHER_INTERVAL = 60_000
export const ANNOUNCEMENTS_STORE_INTERVAL = 300_000
export const SETTINGS_PROFILE_POLL_INTERVAL = 600_000
export const REPORTS_POLL_INTERVAL = 60_000
/**
 * How old the member's filters may grow without the stream to say they
 * changed: past it, the window's coming back to the front fetches them again.
 */
export const FILTERS_REFRESH_AGE = 300_000
/** Recent posts the report form offers to attach (a timeline page). */
export const REPORT_STATUS_CHOICES = 20
/** Reports, accounts and posts per admin API page (Akkoma's default page_size, 50). */
export const ADMIN_PAGE_SIZE = 50
export const TRACKED_POLL_INTERVAL = 30_000
export const NOTIFICATIONS_POLL_INTERVAL = 20_000

// Notices (milliseconds)
export const SAVE_NOTICE_TIMEOUT = 2_000
export const NOTICE_TIMEOUT = 5_000
/** "Posted", with a link to the new post: long enough to reach the link (it waits while held). */
export const POSTED_NOTICE_TIMEOUT = 8_000

// Scheduled posts
/** How far ahead a post can be scheduled at the least: Akkoma posts anything sooner at once. */
export const SCHEDULE_MIN_LEAD_MS = 5 * 60_000
/** What the time picker proposes when opened: an hour ahead. */
export const SCHEDULE_DEFAULT_LEAD_MS = 60 * 60_000
/** The proposed time is rounded up to whole five minutes. */
export const SCHEDULE_ROUNDING_MS = 5 * 60_000
/** Scheduled posts asked for per page (Mastodon's and Akkoma's default); a shorter page is the last. */
export const SCHEDULED_PAGE_SIZE = 20

// The outbox (posts kept while offline)
/** How often what waits is tried again while the browser believes it is online (milliseconds). */
export const OUTBOX_RETRY_INTERVAL = 30_000
/** The first retry after a send got no answer while online (then doubled, up to the interval). */
export const OUTBOX_FIRST_RETRY = 2_000
/** Answers (timeline pages, threads, profiles) kept per account for reading offline. */
export const OFFLINE_READING_PAGES = 120
/**
 * A member's first answers held until the offline code loads to keep them
 * (the first screen's pages, its notifications and the member's filters).
 */
export const OFFLINE_EARLY_ANSWERS = 12

// Streaming socket
export const SOCKET_RETRY_BASE_DELAY = 1_000
export const SOCKET_RETRY_MAX_MULTIPLIER = 3
export const SOCKET_NO_RETRY_CLOSE_CODES: readonly number[] = [1000, 1001]
export const SOCKET_PING_INTERVAL = 30_000
export const DESKTOP_NOTIFICATION_SILENCE = 10_000

// Emoji, gestures, uploads and settings files
export const RECENT_EMOJI_LIMIT = 42
export const SWIPE_THRESHOLD = 30
export const SWIPE_PERPENDICULAR_TOLERANCE = 1
export const UPLOAD_SIZE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const
export const CHUNK_LOAD_TIMEOUT = 120_000
export const SETTINGS_FILE_VERSION = { major: 1, minor: 0 } as const

// Requested OAuth scopes, in two parts: the base ones are asked of every
// server; the admin ones only of servers with the admin API (one that does
// not know them refuses the app, as Hollo does), see api/scopes.ts.
export const OAUTH_BASE_SCOPES = 'read write follow push'
export const OAUTH_ADMIN_SCOPES = 'admin:read admin:write'
export const OAUTH_CALLBACK_PATH = '/oauth-callback'
export const CLIENT_NAME = 'Akkoma Web Client'

// Timelines
export const TIMELINE_PAGE_SIZE = 20

/** The mute and block lists read at sign-in: accounts per page (the API's most), and pages at most. */
export const RELATION_LIST_PAGE_SIZE = 80
export const RELATION_LIST_MAX_PAGES = 25
/** How long (ms) a start page asked for during start-up may be used by its timeline (our choice). */
export const EARLY_PAGE_MAX_AGE = 10_000
/** At most how long (ms) signing in waits for the start page's first statuses before loading the custom emoji, the followed accounts and the notifications (our choice). */
export const DEFERRED_LOGIN_WORK_LIMIT = 4_000
export const FOLLOWS_PAGE_SIZE = 20
export const SUGGESTIONS_LIMIT = 5
export const LOAD_OLDER_THRESHOLD_PX = 750
export const OLDER_FETCH_THROTTLE = 1_000
export const CLICK_BLOCK_AFTER_SHOW_NEW = 1_000
export const SHOW_AT_TOP_THRESHOLD_PX = 15
/**
 * At most how many statuses a timeline draws as a plain list on a cold load,
 * before its virtual list has loaded (it draws what fills the window).
 */
export const FIRST_PAINT_STATUSES = 8
/** How long the status being read is held in place after statuses are added above it. */
export const READING_PLACE_HOLD_MS = 600
export const VISIBLE_STATUSES_AFTER_SHOW_NEW = 50
// Reading position (our choices).
/** The status being read is saved locally this long after the reader stops scrolling. */
export const READING_SAVE_DEBOUNCE = 1_000
/** ... and on the server (home marker) this long after, so scrolling sends few requests. */
export const READING_MARKER_SAVE_DEBOUNCE = 3_000
/** Restoring a place ends once the status held still at its offset this many frames in a row. */
export const RESTORE_STILL_FRAMES = 8
/** Restoring a place stops after this many frames whatever happens (about 3 s). */
export const RESTORE_MAX_FRAMES = 180
/** Pages (of TIMELINE_PAGE_SIZE) of statuses newer than a resume point loaded and counted at once. */
export const RESUME_NEWER_PAGES = 5
/** A fetch returning at least this many new items queues them behind a flush marker. */
export const FLUSH_MARKER_THRESHOLD = 20
/** Height (px) the virtual list gives a status it has not measured yet. */
export const VIRTUAL_PLACEHOLDER_HEIGHT = 120
export const EMOJI_GRID_CELL = 40
export const EMOJI_GRID_TITLE_ROW = 24
export const EMOJI_GRID_BUFFER = 120

// Statuses
export const EMOJI_REACTIONS_SHOWN = 12
export const MENTIONS_SHOWN = 5
/** Avatars of who repeated or favourited, beside the counts of a thread's focused status. */
export const AVATAR_ROW_LIMIT = 15
export const USER_LIST_POPOVER_LIMIT = 16
export const EMOJI_SEARCH_DEBOUNCE = 500
export const PREVIEW_DEBOUNCE = 500
export const NOTE_SAVE_DEBOUNCE = 1_500
export const POPOVER_OPEN_DELAY = 25
export const FLOATING_BUTTON_SCROLL_DEBOUNCE = 100
/** How far (px) a swipe to the right must go to close the notifications drawer. */
export const NOTIFICATION_SWIPE = 50
export const GALLERY_ROW_SIZE = 3
export const MAX_THUMBNAILS_DEFAULT = 16
export const FOLLOW_RECHECK_DELAY = 500
export const FOLLOW_RECHECK_RETRIES = 3
export const AUTOCOMPLETE_USER_WAIT = 300
export const AUTOCOMPLETE_LOCAL_USER_LIMIT = 20
export const AUTOCOMPLETE_BLUR_DELAY = 200
export const EMOJI_RANK_EXACT = 200
export const EMOJI_RANK_HAS_IMAGE = 100
export const EMOJI_RANK_PREFIX = 10
export const TALL_POST_THRESHOLD = 20
export const LONG_SUBJECT_THRESHOLD = 240
export const TALL_POST_CHARS_PER_LINE = 80
export const FAVOURITE_ANIMATION = 500
export const RELATIVE_TIME_UPDATE_INTERVAL = 60_000
export const NOTIFICATION_TIME_UPDATE_INTERVAL = 240_000
export const NOTIFICATIONS_INITIAL_SEEN = 30
export const NOTIFICATIONS_LOAD_OLDER_STEP = 20
/** A grouped notification shows the avatars of its newest accounts, this many. */
export const NOTIFICATION_GROUP_AVATARS = 5
/** A group pops up on the desktop at most once in this many ms, however many join it. */
export const NOTIFICATION_GROUP_DESKTOP_INTERVAL = 60_000
export const MEDIA_VIEWER_HIDE_DELAY = 100
export const MEDIA_VIEWER_MIN_SCALE = 1
export const MEDIA_VIEWER_RESET_LIMIT = 1.2
export const FAVICON_SIZE = 128
export const BLURHASH_CANVAS = { width: 1024, height: 512 } as const

// Poll form: at least 2 options, defaults 2 empty options and 10 minutes
export const POLL_MIN_OPTIONS = 2
export const POLL_DEFAULT_EXPIRY = { amount: 10, unit: 'minutes' } as const

// Media uploads (Mastodon's numbers). The file cap
// when the server names none, and how often and how long a 202 upload that is
// still processing is polled.
export const DEFAULT_MAX_MEDIA_ATTACHMENTS = 4
export const MEDIA_PROCESSING_POLL_INTERVAL = 1_000
export const MEDIA_PROCESSING_MAX_POLLS = 60

// Memory bounds of a long session (our choice, see the
// memory keeper). Timelines nobody looked at for a while keep one page, and
// statuses no view references leave the cache.
export const MEMORY_CHECK_INTERVAL = 60_000
export const TIMELINE_TRIM_AFTER = 120_000
/** Idle timelines kept (trimmed to a page) for a quick return; older ones are forgotten. */
export const IDLE_TIMELINES_KEPT = 6

// Search, lists and announcements
/** List member search waits this long after the last keystroke. */
export const LIST_MEMBER_SEARCH_DEBOUNCE = 2_000
/** Results asked for per page of the search screen (Mastodon's default). */
export const SEARCH_PAGE_SIZE = 20

// Settings sync
/** Akkoma's default `:instance, :max_frontend_settings_json_chars`: a profile's settings as JSON. */
export const FRONTEND_SETTINGS_MAX_JSON_CHARS = 100_000
/** Local preference changes wait this long before they are uploaded (our choice). */
export const SETTINGS_SYNC_UPLOAD_DEBOUNCE = 1_500

// Account backups
/** How often the backup list is asked for again while one is not ready (our choice). */
export const BACKUPS_POLL_INTERVAL = 3_000

// Avatar upload
/** Side in pixels an avatar should have at least. */
export const AVATAR_RECOMMENDED_SIZE = 150

// Emoji grid flings: rows that pass by faster than this show a
// placeholder instead of their image (each custom emoji, often an SVG, costs
// a request and a document of its own on the main thread).
/** The grid counts as flung when it moved more than EMOJI_GRID_FLING_DISTANCE px within this many ms. */
export const EMOJI_GRID_FLING_WINDOW = 100
/** 6 rows in EMOJI_GRID_FLING_WINDOW ms (2,400 px/s): faster than anybody reads a grid. */
export const EMOJI_GRID_FLING_DISTANCE = 240
/** The fling's rows get their images once the grid has not scrolled for this many ms. */
export const EMOJI_GRID_SETTLE = 150
/** The emoji picker says it is loading the standard emoji only once that has taken this many ms. */
export const EMOJI_LOADING_NOTE_DELAY = 300

// Server-side keyword filters
/** The expiries a filter's form offers, in seconds (Mastodon's own choices); null: never. */
export const FILTER_EXPIRY_CHOICES: readonly (number | null)[] = [
  null,
  1_800,
  3_600,
  21_600,
  43_200,
  86_400,
  604_800,
]
/** The longest filter title the servers take (GoToSocial refuses more than 200 characters). */
export const FILTER_TITLE_MAX_LENGTH = 200
