import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mapContextId } from '#web/api/maps-preview.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { uploadImage } from '#web/api/sites-upload-image.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Icon } from '../icons.tsx'
import { addListItem } from '../list-items.ts'
import { newId } from '../new-id.ts'
import { useEditor, useEditorStore } from '../store.ts'
import styles from './GalleryUploadDialog.module.css'
import { isAbort, isImageFile } from './image-files.ts'
import { useFileDrop } from './use-file-drop.ts'
import { useFilePicker } from './use-file-picker.ts'

type Phase = 'waiting' | 'uploading' | 'done' | 'failed' | 'refused'

interface Entry {
  key: number
  file: File
  phase: Phase
  progress: number
  error?: unknown
}

interface Props {
  moduleId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The gallery's upload popup (spec 001 section 4): files dropped or chosen are sent one at a time,
 * each added to the gallery as soon as it is stored. A file that is not an image is refused before
 * upload; a failed upload is named with the server's message while the others go on, and the
 * popup then stays open. When every file went in, it closes by itself.
 */
export function GalleryUploadDialog({ moduleId, open, onOpenChange }: Props) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const store = useEditorStore()
  // The calls' site segment: quick start uploads to its own context, whose images stay temporary until sign-up.
  const siteId = useEditor((s) => mapContextId(s.site))
  const [entries, setEntries] = useState<Entry[]>([])
  const [added, setAdded] = useState(0)
  const queue = useRef<Entry[]>([])
  const running = useRef(false)
  const problem = useRef(false)
  const controller = useRef<AbortController | null>(null)
  const nextKey = useRef(0)
  const onOpenChangeRef = useRef(onOpenChange)
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange
  })

  const stop = () => {
    queue.current = []
    controller.current?.abort()
    controller.current = null
  }
  useEffect(
    () => () => {
      queue.current = []
      controller.current?.abort()
    },
    [],
  )

  const update = (key: number, patch: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)))

  const run = async () => {
    if (running.current) return
    running.current = true
    let aborted = false
    try {
      for (let entry = queue.current.shift(); entry; entry = queue.current.shift()) {
        const { key, file } = entry
        const abort = new AbortController()
        controller.current = abort
        update(key, { phase: 'uploading', progress: 0 })
        try {
          const image = await uploadImage(siteId, file, {
            signal: abort.signal,
            onProgress: (progress) => update(key, { progress }),
          })
          const item = { id: newId('item'), image }
          store.changeModule(moduleId, (m) => addListItem(m, 'gallery', item))
          update(key, { phase: 'done', progress: 1 })
          setAdded((n) => n + 1)
        } catch (error) {
          if (isAbort(error)) {
            aborted = true
            break
          }
          problem.current = true
          update(key, { phase: 'failed', error })
        }
      }
    } finally {
      running.current = false
      controller.current = null
    }
    if (!aborted && !problem.current) onOpenChangeRef.current(false)
  }

  const add = (files: File[]) => {
    const fresh = files.map(
      (file): Entry => ({
        key: nextKey.current++,
        file,
        phase: isImageFile(file) ? 'waiting' : 'refused',
        progress: 0,
      }),
    )
    if (fresh.length === 0) return
    if (fresh.some((e) => e.phase === 'refused')) problem.current = true
    setEntries((list) => [...list, ...fresh])
    queue.current.push(...fresh.filter((e) => e.phase === 'waiting'))
    void run()
  }

  const picker = useFilePicker(add, true)

  const { dragOver, dropProps } = useFileDrop(add)

  const change = (next: boolean) => {
    if (!next) {
      // Closing cancels what has not gone in yet; what has is already in the gallery.
      stop()
      setEntries([])
      setAdded(0)
      problem.current = false
    }
    onOpenChange(next)
  }

  const phaseText = (entry: Entry) => {
    switch (entry.phase) {
      case 'waiting':
        return t('imageEditor.gallery.waiting')
      case 'uploading':
        return `${Math.round(entry.progress * 100)} %`
      case 'done':
        return t('imageEditor.gallery.done')
      case 'failed':
        return ''
      case 'refused':
        return t('imageEditor.gallery.refused')
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      size="wide"
      title={t('imageEditor.gallery.title')}
      description={t('imageEditor.gallery.description')}
      actions={
        <Button variant="secondary" onClick={() => change(false)}>
          {t('imageEditor.gallery.close')}
        </Button>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button does the same */}
      <div
        className={cx(styles.drop, dragOver && styles.dragOver)}
        data-drop-zone=""
        onDragEnter={dropProps.onDragOver}
        {...dropProps}
      >
        <span className={styles.icon}>
          <Icon name="image" />
        </span>
        <p className={styles.dropText}>{t('imageEditor.gallery.drop')}</p>
        <p className={styles.or}>{t('imageEditor.gallery.or')}</p>
        <Button variant="secondary" onClick={picker.open}>
          <Icon name="upload" />
          {t('imageEditor.gallery.choose')}
        </Button>
        <input {...picker.inputProps} className={styles.input} />
      </div>
      {entries.length > 0 && (
        <ul className={styles.files} aria-label={t('imageEditor.gallery.files')}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.file} data-phase={entry.phase}>
              <div className={styles.row}>
                <span className={styles.name}>{entry.file.name}</span>
                <span className={styles.phase}>{phaseText(entry)}</span>
              </div>
              {(entry.phase === 'uploading' || entry.phase === 'waiting' || entry.phase === 'done') && (
                <progress
                  className={styles.bar}
                  value={entry.phase === 'waiting' ? 0 : entry.progress}
                  max={1}
                  aria-label={t('imageEditor.gallery.uploading', { name: entry.file.name })}
                />
              )}
              {entry.phase === 'failed' && (
                <div className={styles.failure} role="alert">
                  <p className={styles.failureTitle}>
                    {t('imageEditor.uploadFailed')}: {entry.file.name}
                  </p>
                  <p className={styles.failureDetail}>{serverMessage(entry.error, language)}</p>
                </div>
              )}
              {entry.phase === 'refused' && (
                <p className={styles.failure} role="alert">
                  {t('imageEditor.notAnImage', { name: entry.file.name })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.status} role="status">
        {added > 0 ? t('imageEditor.gallery.added', { count: added }) : ''}
      </p>
    </Dialog>
  )
}
