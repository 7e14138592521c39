/** Types of server-pages.mjs, for vite.config.ts and the tests. */
export declare const SERVER_PAGE_PREFIXES: readonly string[]
export declare const SHARED_PAGES: readonly string[]
export declare function isServerPage(
  method: string | undefined,
  url: string,
  isProxied: (pathname: string) => boolean,
): boolean
