/** Password hashing with scrypt (node:crypto), stored as `scrypt$salt$hash`. */

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
// Low cost on purpose: this is a demo server that reseeds in tests.
const COST = { N: 1024, r: 8, p: 1 }

export function hashPassword(password: string): string {
  const salt = randomBytes(12).toString('base64url')
  const hash = scryptSync(password, salt, KEY_LENGTH, COST).toString('base64url')
  return `scrypt$${salt}$${hash}`
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = scryptSync(password, salt, expected.length, COST)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
