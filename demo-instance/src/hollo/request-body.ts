/**
 * Reading a request body the way Hollo's routes see it, without using it up
 * for the demo's own route behind (the body is read from a clone):
 *
 * - JSON as it is, nested objects and all;
 * - a form (urlencoded or multipart) flat: one value per field name, the
 *   last one, except names ending in `[]`, which keep every value under
 *   the bracketed name. Nothing turns `poll[options][]` into an object,
 *   which is why Hollo's schemas miss such fields.
 */

import type { Context } from 'hono'
import { BadRequestBody } from '../http/plumbing.ts'

export type BodyEncoding = 'json' | 'form' | 'none'

export interface ReadBody {
  encoding: BodyEncoding
  fields: Record<string, unknown>
}

export function bodyEncoding(c: Context): BodyEncoding {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json')) return 'json'
  if (
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  )
    return 'form'
  return 'none'
}

function addField(fields: Record<string, unknown>, key: string, value: unknown): void {
  if (!key.endsWith('[]')) {
    fields[key] = value
    return
  }
  const list = fields[key]
  if (Array.isArray(list)) list.push(value)
  else fields[key] = [value]
}

export async function readBody(c: Context): Promise<ReadBody> {
  const encoding = bodyEncoding(c)
  const fields: Record<string, unknown> = {}
  if (encoding === 'json') {
    const text = await c.req.raw.clone().text()
    if (text.trim() === '') return { encoding, fields }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new BadRequestBody('Invalid JSON body')
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { encoding, fields: parsed as Record<string, unknown> }
    return { encoding, fields }
  }
  if (encoding === 'form') {
    const type = (c.req.header('content-type') ?? '').toLowerCase()
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.raw.clone().formData()
      for (const [key, value] of form.entries()) addField(fields, key, value)
    } else {
      for (const [key, value] of new URLSearchParams(await c.req.raw.clone().text()))
        addField(fields, key, value)
    }
  }
  return { encoding, fields }
}

/** A string field, or undefined when absent or not a string. */
export function text(fields: Record<string, unknown>, key: string): string | undefined {
  const value = fields[key]
  return typeof value === 'string' ? value : undefined
}
