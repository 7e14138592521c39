import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { StickerPack } from '../../api/types'
import styles from './EmojiPicker.module.css'
import { stickerFiles, stickerLabel, stickerUrl } from './stickers'
import './messages'

interface StickerPanelProps {
  packs: readonly StickerPack[]
  onPick: (file: { url: string; name: string }) => void
}

function Pack({ pack, onPick }: { pack: StickerPack; onPick: StickerPanelProps['onPick'] }) {
  const titleId = useId()
  const files = stickerFiles(pack)
  if (files.length === 0) return null
  return (
    <section aria-labelledby={titleId} className={styles.stickerPack}>
      <h3 id={titleId} className={styles.stickerTitle}>
        {pack.meta.title}
      </h3>
      <div className={styles.stickerGrid}>
        {files.map((file) => {
          const url = stickerUrl(pack, file)
          return (
            <button
              key={file}
              type="button"
              className={styles.sticker}
              onClick={() => onPick({ url, name: file.split('/').pop() ?? file })}
            >
              <img src={url} alt={stickerLabel(file)} width={72} height={72} loading="lazy" />
            </button>
          )
        })}
      </div>
    </section>
  )
}

/** Sticker packs: few, small images, so a plain list of buttons is enough. */
export function StickerPanel({ packs, onPick }: StickerPanelProps) {
  const { t } = useTranslation()
  const any = packs.some((pack) => stickerFiles(pack).length > 0)
  return (
    <div className={styles.stickers}>
      {any ? (
        packs.map((pack) => <Pack key={pack.pack} pack={pack} onPick={onPick} />)
      ) : (
        <p className={styles.note}>{t('emoji.no_stickers')}</p>
      )}
    </div>
  )
}
