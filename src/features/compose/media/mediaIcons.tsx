/* Icons of the upload list and picker: decorative, the controls carry the names. */
import { LineIcon } from '../../../ui/icons'

export const PaperclipIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9" />
  </LineIcon>
)

export const ArrowUpIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M5 15l7-7 7 7" />
  </LineIcon>
)

export const ArrowDownIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M5 9l7 7 7-7" />
  </LineIcon>
)

export const CloseIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
)

export const RetryIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5" />
  </LineIcon>
)

export const FileIcon = ({ kind }: { kind: 'video' | 'audio' | 'unknown' | 'image' | 'gifv' }) => (
  <LineIcon size={36} cap join>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    {kind === 'video' || kind === 'gifv' ? (
      <path d="M10 11.5v5l4-2.5z" />
    ) : kind === 'audio' ? (
      <path d="M10 17.5a1.5 1.5 0 1 1 0-.01M11.5 17.5V11l3 1" />
    ) : kind === 'image' ? (
      <path d="M8 17l3-3 2 2 1.5-1.5L16 17z" />
    ) : (
      <path d="M9 13h6M9 16h4" />
    )}
  </LineIcon>
)
