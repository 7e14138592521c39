/**
 * The instance's look options: the logo shown through a mask in
 * the theme's text colour (logoMask) and the space around it (logoMargin).
 * Both are addresses or lengths only known at run time, so they reach the
 * CSS as custom properties in the engine's constructed stylesheet (the CSP
 * forbids style=""); the top bar's CSS module reads them.
 */
import type { InstanceConfig } from '../api/types'
import { applyLookVariables, cssUrl } from './apply'

const LENGTH = /^(-?\d*\.?\d+)(px|em|rem|%)?$/

/** A CSS length from logoMargin ("0.5em", "4px", "4"); anything else is none. */
export function logoMarginLength(value: string): string {
  const m = LENGTH.exec(value.trim())
  if (!m) return '0'
  return m[2] ? `${m[1]}${m[2]}` : m[1] === '0' ? '0' : `${m[1]}px`
}

export function applyInstanceLook(
  instance: Pick<InstanceConfig, 'logo' | 'logoMargin' | 'logoMask'>,
): void {
  const vars: Record<string, string> = { '--logo-margin': logoMarginLength(instance.logoMargin) }
  if (instance.logo && instance.logoMask) vars['--logo-mask'] = cssUrl(instance.logo)
  applyLookVariables(vars)
}
