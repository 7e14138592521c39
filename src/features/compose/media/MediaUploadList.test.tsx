import { fireEvent, render, renderHook, screen, act } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../i18n/i18n'
import { MediaPickerButton } from './MediaPickerButton'
import { MediaUploadList } from './MediaUploadList'
import type { MediaItem } from './mediaUploads'
import { useMediaDrop } from './useMediaDrop'

beforeAll(async () => {
  await initI18n('en')
})

const isDisabled = (el: Element | null) => (el as HTMLButtonElement | null)?.disabled
const valueOf = (el: Element | null) => (el as HTMLInputElement | null)?.value

const item = (patch: Partial<MediaItem>): MediaItem => ({
  localId: 'x',
  name: 'x.png',
  kind: 'image',
  status: 'done',
  progress: 1,
  retryable: false,
  description: '',
  preview: 'blob:x',
  previewType: 'image',
  ...patch,
})

const fakeUploads = (items: MediaItem[]) => ({
  items,
  remove: vi.fn(),
  retry: vi.fn(),
  move: vi.fn(),
  setDescription: vi.fn(),
})

describe('MediaUploadList', () => {
  const items = [
    item({ localId: 'a', name: 'a.png', status: 'uploading', progress: 0.4 }),
    item({
      localId: 'b',
      name: 'b.mp3',
      kind: 'audio',
      preview: null,
      previewType: null,
      description: 'chime',
    }),
    item({
      localId: 'c',
      name: 'c.png',
      status: 'failed',
      retryable: true,
      error: 'Upload failed. Please try again later.',
    }),
  ]

  it('lists files with progress, alt-text fields and labelled buttons', () => {
    render(<MediaUploadList uploads={fakeUploads(items)} />)
    const list = screen.getByRole('list', { name: 'Attached files' })
    expect(list.querySelectorAll('li')).toHaveLength(3)
    const bar = screen.getByRole('progressbar', { name: 'Uploading a.png' })
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getAllByRole('progressbar')).toHaveLength(1)
    expect(valueOf(screen.getByRole('textbox', { name: 'Description for b.mp3' }))).toBe(
      String('chime'),
    )
    expect(screen.getByRole('textbox', { name: 'Description for a.png' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Description for c.png' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toContain(
      'Upload failed. Please try again later.',
    )
    expect(isDisabled(screen.getByRole('button', { name: 'Move a.png earlier' }))).toBe(true)
    expect(isDisabled(screen.getByRole('button', { name: 'Move a.png later' }))).toBe(false)
    expect(isDisabled(screen.getByRole('button', { name: 'Move c.png later' }))).toBe(true)
    expect(isDisabled(screen.getByRole('button', { name: 'Retry uploading c.png' }))).toBe(false)
    expect(screen.queryByRole('button', { name: /Retry uploading a/ })).toBeNull()
  })

  it('calls the hook for every action', async () => {
    const user = userEvent.setup()
    const uploads = fakeUploads(items)
    render(<MediaUploadList uploads={uploads} />)
    await user.click(screen.getByRole('button', { name: 'Move b.mp3 earlier' }))
    expect(uploads.move).toHaveBeenCalledWith('b', -1)
    await user.click(screen.getByRole('button', { name: 'Move b.mp3 later' }))
    expect(uploads.move).toHaveBeenCalledWith('b', 1)
    await user.click(screen.getByRole('button', { name: 'Retry uploading c.png' }))
    expect(uploads.retry).toHaveBeenCalledWith('c')
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }))
    expect(uploads.remove).toHaveBeenCalledWith('a')
    await user.type(screen.getByRole('textbox', { name: 'Description for a.png' }), 'C')
    expect(uploads.setDescription).toHaveBeenCalledWith('a', 'C')
  })

  it('disables every control while the form is busy, and renders nothing when empty', () => {
    const { rerender } = render(<MediaUploadList uploads={fakeUploads(items)} disabled />)
    for (const button of screen.getAllByRole('button')) expect(isDisabled(button)).toBe(true)
    rerender(<MediaUploadList uploads={fakeUploads([])} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('MediaPickerButton', () => {
  it('opens a multiple file input and hands over the chosen files', async () => {
    const user = userEvent.setup()
    const uploads = { addFiles: vi.fn(), full: false, limit: 4 }
    const { container } = render(<MediaPickerButton uploads={uploads} />)
    const button = screen.getByRole('button', { name: 'Add media' })
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')
    expect(input?.hasAttribute('multiple')).toBe(true)
    const click = vi.spyOn(input as HTMLInputElement, 'click')
    await user.click(button)
    expect(click).toHaveBeenCalled()
    const files = [new File(['1'], 'one.png', { type: 'image/png' })]
    await user.upload(input as HTMLInputElement, files)
    expect(uploads.addFiles).toHaveBeenCalledWith(files)
  })

  it('is disabled at the file cap', () => {
    render(<MediaPickerButton uploads={{ addFiles: vi.fn(), full: true, limit: 4 }} />)
    expect(isDisabled(screen.getByRole('button', { name: 'Add media' }))).toBe(true)
  })
})

describe('useMediaDrop', () => {
  it('takes dropped and pasted files, and shows dragging only for files', () => {
    const addFiles = vi.fn()
    const { result } = renderHook(() => useMediaDrop({ addFiles }))
    const Target = () => (
      <div
        data-testid="zone"
        onDragOver={result.current.onDragOver}
        onDragLeave={result.current.onDragLeave}
        onDrop={result.current.onDrop}
        onPaste={result.current.onPaste}
      />
    )
    render(<Target />)
    const zone = screen.getByTestId('zone')
    const png = new File(['1'], 'one.png', { type: 'image/png' })

    act(() => {
      fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [png] } })
    })
    expect(result.current.dragging).toBe(true)
    act(() => {
      fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [png] } })
    })
    expect(result.current.dragging).toBe(false)
    expect(addFiles).toHaveBeenCalledWith([png])

    act(() => {
      fireEvent.dragOver(zone, { dataTransfer: { types: ['text/plain'], files: [] } })
    })
    expect(result.current.dragging).toBe(false)

    fireEvent.paste(zone, { clipboardData: { files: [png] } })
    expect(addFiles).toHaveBeenCalledTimes(2)
    fireEvent.paste(zone, { clipboardData: { files: [] } })
    expect(addFiles).toHaveBeenCalledTimes(2)
  })
})
