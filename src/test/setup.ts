// Shared by every unit test file (vitest.config.ts setupFiles).

// Only the files that render into a DOM use Testing Library: the server-side
// and pure-logic files (`// @vitest-environment node`, most of them) skip
// importing it, which took a fifth of a second in each.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  // findBy* and waitFor wait on what the page shows; on a loaded 2-core machine
  // a lazy chunk can take longer than the default second to arrive.
  configure({ asyncUtilTimeout: 5000 })
}

export {}
