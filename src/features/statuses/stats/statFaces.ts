import { createContext, type ComponentType } from 'react'
import type { InteractionKind } from '../../../api/endpoints/statusInfo'

export interface StatFacesProps {
  statusId: string
  kind: InteractionKind
}

/**
 * What shows the faces of who repeated or favourited beside the counts of a
 * focused status. A thread's page provides it (AvatarRow, in that page's
 * chunk), so the timelines' first screen carries none of its code.
 */
export const StatFaces = createContext<ComponentType<StatFacesProps> | null>(null)
