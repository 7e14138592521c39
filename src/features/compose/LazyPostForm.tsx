import { Suspense } from 'react'
import { lazyAfterStart } from '../../ui/lazy'
import type { PostFormProps } from './PostForm'
import styles from './PostForm.module.css'

/** The post form's code, fetched only for signed-in users (preloaded at login). */
export const loadPostForm = () => import('./PostForm')

const PostForm = lazyAfterStart(() => loadPostForm().then((m) => ({ default: m.PostForm })))

/** The post form behind a lazy boundary; the placeholder keeps its height. */
export function LazyPostForm(props: PostFormProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <PostForm {...props} />
    </Suspense>
  )
}
