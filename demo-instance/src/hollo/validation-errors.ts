/**
 * Hollo's validation errors, as its schema library words and shapes them:
 * a list of issues (`code`, `path`, `message`, ...), sent as an error object
 * `{name: "ZodError", message: <the issues as indented JSON>}` inside
 * `{"error": "invalid_request", "zod_error": ...}` (422 or 400), or inside
 * `{"success": false, "error": ...}` (400) where a route validates a JSON
 * body only and a form arrives.
 */

import type { Context } from 'hono'

export type Issue = Record<string, unknown> & { code: string; path: (string | number)[] }

const quoted = (value: string) => JSON.stringify(value)

/** What kind of value arrived, in the words the messages use. */
export function receivedKind(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

export const issue = {
  wrongType(path: (string | number)[], expected: string, value: unknown): Issue {
    return {
      expected,
      code: 'invalid_type',
      path,
      message: `Invalid input: expected ${expected}, received ${receivedKind(value)}`,
    }
  },
  /** `received` is told where Hollo's own check tells it (scopes), not for a plain choice. */
  notOneOf(path: (string | number)[], values: readonly string[], received?: string): Issue {
    return {
      code: 'invalid_value',
      values: [...values],
      ...(received === undefined ? {} : { received }),
      path,
      message:
        values.length === 1
          ? `Invalid input: expected ${quoted(values[0] ?? '')}`
          : `Invalid option: expected one of ${values.map(quoted).join('|')}`,
    }
  },
  unknownKeys(keys: string[]): Issue {
    return {
      code: 'unrecognized_keys',
      keys,
      path: [],
      message: `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.map(quoted).join(', ')}`,
    }
  },
  tooShort(path: (string | number)[], minimum: number): Issue {
    return {
      origin: 'string',
      code: 'too_small',
      minimum,
      inclusive: true,
      path,
      message: `Too small: expected string to have >=${minimum} characters`,
    }
  },
  notUrl(path: (string | number)[]): Issue {
    return { code: 'invalid_format', format: 'url', path, message: 'Invalid URL' }
  },
}

export function zodErrorObject(issues: readonly Issue[]): { name: string; message: string } {
  return { name: 'ZodError', message: JSON.stringify(issues, null, 2) }
}

/** `{"error": "invalid_request", "zod_error": …}`, as Hollo's own checks answer. */
export function invalidRequest(c: Context, issues: readonly Issue[], status: 400 | 422): Response {
  return c.json({ error: 'invalid_request', zod_error: zodErrorObject(issues) }, status)
}

/** 400 `{"success": false, "error": …}`, as Hollo's JSON-body validators answer. */
export function validatorRefusal(c: Context, issues: readonly Issue[]): Response {
  return c.json({ success: false, error: zodErrorObject(issues) }, 400)
}
