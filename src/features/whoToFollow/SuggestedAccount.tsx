import { memo } from 'react'
import { useEntities } from '../../store/entities'
import { RelationshipControls } from '../relationships/RelationshipControls'
import { UserCardCompact } from '../users/UserCardCompact'
import styles from './WhoToFollow.module.css'

/** One suggestion on the page: the compact card and the follow controls. */
export const SuggestedAccount = memo(function SuggestedAccount({ id }: { id: string }) {
  const account = useEntities((s) => s.accounts[id])
  if (!account) return null
  return (
    <li className={styles.item}>
      <UserCardCompact account={account} />
      <RelationshipControls account={account} />
    </li>
  )
})
