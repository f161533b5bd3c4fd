import { type ComponentProps, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HEADER_IMAGE_SIZES } from '#domain/modules/header.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
import { mapContextId } from '#web/api/maps-preview.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { uploadImage } from '#web/api/sites-upload-image.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import type { InlineImageProps } from '#web/site/index.ts'
import { cx } from '#web/ui/cx.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { Icon, type IconName } from '../icons.tsx'
import { useEditor, useEditorStore } from '../store.ts'
import { setValueAt, valueAt } from '../text-path.ts'
import styles from './ImageField.module.css'
import {
  beforeEditImage,
  beforeEditUrl,
  canCrop,
  currentFileUrl,
  isAbort,
  isImageFile,
  measureImage,
} from './image-files.ts'
import { useFileDrop } from './use-file-drop.ts'
import { useFilePicker } from './use-file-picker.ts'
import { useOverImage } from './use-over-image.ts'

// react-image-crop and its styles are only needed once the owner crops.
const CropDialog = lazy(() => import('./CropDialog.tsx').then((m) => ({ default: m.CropDialog })))

type HeaderImageSize = (typeof HEADER_IMAGE_SIZES)[number]

interface Failure {
  title: string
  detail?: string
}

interface Props extends InlineImageProps {
  module: SiteModule
}

/** A tool over the image: its icon, and its name beside it (hidden on a small image) and as a tooltip. */
function Tool({
  icon,
  label,
  danger = false,
  ...button
}: { icon: IconName; label: string; danger?: boolean } & ComponentProps<'button'>) {
  return (
    <button type="button" className={cx(styles.tool, danger && styles.danger)} title={label} {...button}>
      <Icon name={icon} />
      <span className={styles.label}>{label}</span>
    </button>
  )
}

/**
 * The editor's image of one module field: an upload area where the image would be, or tools over
 * the image (replace, crop, undo crop, remove, and for the header its size). Placed by the view
 * right after its image element, whose box the tools take.
 */
export function ImageField({ module, path, image, sizeChoice = false, required = false }: Props) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const store = useEditorStore()
  // The calls' site segment: quick start uploads to its own context, whose images stay temporary until sign-up.
  const siteId = useEditor((s) => mapContextId(s.site))
  const sizeName = useId()
  const overlayRef = useRef<HTMLDivElement>(null)
  const abortRef = useRef<AbortController | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [status, setStatus] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [cropping, setCropping] = useState(false)
  const [restoring, setRestoring] = useState(false)
  // The button that had the focus goes away when the image comes or goes; its counterpart gets it.
  const focusNext = useRef(false)
  const takeFocus = (el: HTMLButtonElement | null) => {
    if (el && focusNext.current) {
      focusNext.current = false
      el.focus()
    }
  }
  const { box, failed: loadFailed } = useOverImage(overlayRef, image ? currentFileUrl(image) : null)

  useEffect(() => () => abortRef.current?.abort(), [])

  const sizePath = [...path.slice(0, -1), 'userSelectedImageSize']
  const size = (valueAt(module, sizePath) as HeaderImageSize | undefined) ?? 'LARGE'

  const write = (value: Image | null) =>
    store.changeModule(module.id, (m) => {
      const next = setValueAt(m, path, value)
      // A header's first image brings its size along, so the saved module is complete.
      return sizeChoice && value && valueAt(next, sizePath) === undefined
        ? setValueAt(next, sizePath, 'LARGE')
        : next
    })

  const upload = async (file: File) => {
    if (!isImageFile(file)) {
      setFailure({ title: t('imageEditor.notAnImage', { name: file.name }) })
      return
    }
    const fromEmpty = !image
    abortRef.current?.abort()
    const controller = new AbortController()
    abortRef.current = controller
    setFailure(null)
    setStatus('')
    setProgress(0)
    try {
      const uploaded = await uploadImage(siteId, file, { signal: controller.signal, onProgress: setProgress })
      focusNext.current = fromEmpty
      write(uploaded)
      setStatus(t('imageEditor.uploaded'))
    } catch (error) {
      if (!isAbort(error)) {
        setFailure({ title: t('imageEditor.uploadFailed'), detail: serverMessage(error, language) })
      }
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null
        setProgress(null)
      }
    }
  }

  // A file chosen or dropped: one image per field, so the first.
  const uploadFirst = ([file]: File[]) => {
    if (file) void upload(file)
  }
  const picker = useFilePicker(uploadFirst)

  const undoCrop = async () => {
    if (!image?.imageBeforeEdit) return
    const url = beforeEditUrl(image)
    setRestoring(true)
    const measured = url ? await measureImage(url) : null
    write(beforeEditImage(image, measured))
    setRestoring(false)
    setStatus(t('imageEditor.cropUndone'))
  }

  const { dragOver, dropProps } = useFileDrop(uploadFirst)

  const uploading = progress !== null
  const percent = Math.round((progress ?? 0) * 100)

  const feedback = (
    <>
      {uploading && (
        <div className={styles.progress}>
          <progress value={progress ?? 0} max={1} aria-label={t('imageEditor.uploading')} />
          <span aria-hidden="true">{t('imageEditor.uploadingPercent', { percent })}</span>
        </div>
      )}
      {!uploading && picker.choosing && <p className={styles.note}>{t('imageEditor.choosing')}</p>}
      {failure && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{failure.title}</p>
          {failure.detail && <p className={styles.failureDetail}>{failure.detail}</p>}
        </div>
      )}
      <p className={styles.visuallyHidden} role="status">
        {status}
      </p>
      <input {...picker.inputProps} className={styles.visuallyHidden} />
    </>
  )

  if (!image) {
    return (
      // Dropping a file is a shortcut; the button does the same.
      <div
        className={cx(styles.empty, dragOver && styles.dragOver)}
        data-image-path={path.join('.')}
        {...dropProps}
      >
        <span className={styles.emptyIcon}>
          <Icon name="image" />
        </span>
        <p className={styles.emptyText}>{t('imageEditor.emptyText')}</p>
        <button
          ref={takeFocus}
          type="button"
          className={styles.tool}
          onClick={picker.open}
          disabled={uploading}
        >
          <Icon name="upload" />
          <span>{t('imageEditor.upload')}</span>
        </button>
        {feedback}
      </div>
    )
  }

  return (
    <div
      ref={overlayRef}
      className={styles.overlay}
      style={box ? { top: box.top, left: box.left, width: box.width, height: box.height } : undefined}
      data-image-path={path.join('.')}
    >
      {loadFailed && (
        <p className={styles.loadFailed} role="alert">
          {t('imageEditor.loadFailed')}
        </p>
      )}
      <div className={styles.panel}>
        {feedback}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form styles into the themed page */}
        <div className={styles.tools} role="group" aria-label={t('imageEditor.toolsLabel')}>
          <Tool
            ref={takeFocus}
            icon="upload"
            label={t('imageEditor.replace')}
            onClick={picker.open}
            disabled={uploading}
          />
          {canCrop(image) && (
            <Tool
              icon="crop"
              label={t('imageEditor.crop')}
              onClick={() => setCropping(true)}
              disabled={uploading}
            />
          )}
          {image.imageBeforeEdit && (
            <Tool
              icon="undo"
              label={t('imageEditor.undoCrop')}
              onClick={() => void undoCrop()}
              disabled={uploading || restoring}
              aria-busy={restoring || undefined}
            />
          )}
          {!required && (
            <Tool
              danger
              icon="trash"
              label={t('imageEditor.remove')}
              onClick={() => setConfirming(true)}
              disabled={uploading}
            />
          )}
        </div>
        {sizeChoice && (
          <div className={styles.sizes} role="radiogroup" aria-label={t('imageEditor.size.label')}>
            {HEADER_IMAGE_SIZES.map((choice) => (
              <label key={choice} className={styles.size}>
                <input
                  type="radio"
                  name={sizeName}
                  value={choice}
                  checked={size === choice}
                  onChange={() => store.changeModule(module.id, (m) => setValueAt(m, sizePath, choice))}
                />
                <span>{t(`imageEditor.size.${choice}`)}</span>
              </label>
            ))}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('imageEditor.removeTitle')}
        text={t('imageEditor.removeText')}
        confirmLabel={t('imageEditor.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          setFailure(null)
          focusNext.current = true
          write(null)
          setStatus(t('imageEditor.removed'))
        }}
      />
      {cropping && (
        <Suspense fallback={null}>
          <CropDialog
            siteId={siteId}
            image={image}
            onClose={() => setCropping(false)}
            onCropped={(cropped) => {
              write(cropped)
              setCropping(false)
              setStatus(t('imageEditor.cropped'))
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
