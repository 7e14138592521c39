import { memo } from 'react'
import { useEntities } from '../../store/entities'
import { RelationshipControls } from '../relationships'
import { BasicUserCard } from '../users'

/** One suggestion on the page: the basic card with the follow controls. */
export const SuggestedAccount = memo(function SuggestedAccount({ id }: { id: string }) {
  const account = useEntities((s) => s.accounts[id])
  if (!account) return null
  return (
    <li className="page-row">
      <BasicUserCard account={account}>
        <RelationshipControls account={account} />
      </BasicUserCard>
    </li>
  )
})
