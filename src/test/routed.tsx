import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'

/** Renders `node` inside a router, for parts that hold links. */
export const renderRouted = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>)
