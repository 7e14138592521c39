/** Types of proxy.mjs, for its tests. */
import type { Server } from 'node:http'

export declare const PROXIED: readonly string[]
export declare function isProxied(pathname: string): boolean
export declare function goesToBackend(method: string | undefined, url: string | undefined): boolean
export declare function createProxyServer(options: {
  backend: string
  dist?: string
  port: number
}): Server
