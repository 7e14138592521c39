import { useEntities } from '../../store/entities'
import { UserCard } from './UserCard'
import styles from './UserCard.module.css'

/** The author's full card inside a status (its relationship loads with the follow button). */
export default function StatusUserCard({ accountId }: { accountId: string }) {
  const account = useEntities((s) => s.accounts[accountId])
  if (!account) return null
  return (
    <div className={styles.inStatus}>
      <UserCard account={account} level={3} />
    </div>
  )
}
