/**
 * The client renders with Preact through its React compatibility layer:
 * the same components and libraries (react-router, react-virtuoso, zustand)
 * at a sixth of react-dom's weight on the first visit. Both the build and
 * the unit tests resolve React's module names to it.
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]
