// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { readableErrorText, readableText } from './readableError'

const apiError = (status: number, body: unknown) =>
  new ApiError({ status, statusText: 'Unprocessable Entity', body, url: '/api/v1/x' })

/*
 * What a person reads of a server's error body, whatever its shape: plain
 * text, JSON with a string or an object, Hollo's validation errors. Never
 * a bare code, JSON text or `[object Object]`.
 */
describe('readableErrorText', () => {
  it("keeps Akkoma's and OAuth's prose", () => {
    expect(readableErrorText({ error: 'Record not found' })).toBe('Record not found')
    expect(
      readableErrorText({
        error: 'invalid_grant',
        error_description: 'The provided authorization grant is invalid.',
      }),
    ).toBe('The provided authorization grant is invalid.')
  })

  it('reads a short plain-text body, as Hollo answers a path it lacks', () => {
    expect(readableErrorText('404 Not Found')).toBe('404 Not Found')
    expect(readableErrorText('  Forbidden\n')).toBe('Forbidden')
  })

  it('drops pages, JSON text and empty bodies', () => {
    expect(readableErrorText('<!doctype html><title>502</title>')).toBeNull()
    expect(readableErrorText('{"error":"unauthorized"}')).toBeNull()
    expect(readableErrorText('x'.repeat(400))).toBeNull()
    expect(readableErrorText('')).toBeNull()
    expect(readableErrorText(null)).toBeNull()
    expect(readableErrorText([{ error: 'x' }])).toBeNull()
  })

  it('never shows a bare code', () => {
    expect(readableErrorText({ error: 'invalid_request' })).toBeNull()
    expect(readableErrorText({ error: 'ZodError' })).toBeNull()
    expect(readableErrorText({ error: 'unauthorized' })).toBeNull()
  })

  it("reads Hollo's validation errors: zod issues, or its list of sentences", () => {
    // zod 3: the issues as a list.
    expect(
      readableErrorText({
        error: 'invalid_request',
        zod_error: {
          name: 'ZodError',
          issues: [
            { code: 'invalid_type', path: ['poll', 'options'], message: 'Required' },
            {
              code: 'too_big',
              path: ['status'],
              message: 'String must contain at most 10000 characters',
            },
          ],
        },
      }),
    ).toBe('poll.options: Required; status: String must contain at most 10000 characters')
    // zod 4: the issues as the JSON text of `message`.
    expect(
      readableErrorText({
        error: 'invalid_request',
        zod_error: {
          name: 'ZodError',
          message: JSON.stringify([{ path: ['title'], message: 'Invalid input: expected string' }]),
        },
      }),
    ).toBe('title: Invalid input: expected string')
    expect(
      readableErrorText({
        error: 'invalid_request',
        path: ['sensitive: Invalid input: expected boolean, received string'],
      }),
    ).toBe('sensitive: Invalid input: expected boolean, received string')
  })

  it('reads an error object: its issues, its message or its fields, never the object', () => {
    expect(readableErrorText({ error: { message: 'Title is too long' } })).toBe('Title is too long')
    expect(readableErrorText({ error: { redirect_uris: ["can't be blank"] } })).toBe(
      "Redirect uris can't be blank.",
    )
    expect(readableErrorText({ error: { name: 'ZodError', code: 42 } })).toBeNull()
    expect(readableErrorText({ errors: { username: ['is taken'] } })).toBe('Username is taken.')
  })

  it('reads any ApiError; the raw errorText keeps its codes for the sign-in', () => {
    const hollo = apiError(422, { error: 'invalid_request', zod_error: { issues: [] } })
    expect(hollo.errorText).toBe('invalid_request')
    expect(readableText(hollo)).toBeNull()
    expect(readableText(apiError(404, '404 Not Found'))).toBe('404 Not Found')
    expect(readableText(new Error('x'))).toBeNull()
    expect(String(apiError(422, { error: { a: 1 } }).message)).not.toContain('[object Object]')
  })
})
