// Shared by every unit test file (vitest.config.ts setupFiles).
import { configure } from '@testing-library/dom'

// findBy* and waitFor wait on what the page shows; on a loaded 2-core machine
// a lazy chunk can take longer than the default second to arrive.
configure({ asyncUtilTimeout: 5000 })
