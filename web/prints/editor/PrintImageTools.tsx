import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PrintImageItem } from '#domain/prints/print.ts'
import type { Image } from '#domain/site/image.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import type { CropImageRequest, CroppedImage } from '#web/api/sites-crop-image.ts'
import { cropImage } from '#web/api/sites-crop-image.ts'
import { uploadImage } from '#web/api/sites-upload-image.ts'
import { logError } from '#web/app/log.ts'
import { canCrop, Icon, isImageFile, useFilePicker } from '#web/editor/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { cropPrintImage } from '#web/prints/api/prints-crop-image.ts'
import { uploadPrintImage } from '#web/prints/api/prints-upload-image.ts'
import styles from './PrintEditor.module.css'

// react-image-crop and its styles are only needed once the owner crops.
const CropDialog = lazy(() =>
  import('#web/editor/images/CropDialog.tsx').then((m) => ({ default: m.CropDialog })),
)

interface Props {
  item: PrintImageItem
  /** The saved print's id; a new print uploads through its site until it is saved. */
  printId: string | null
  /** The site segment of the site's own image calls (its id, or quick-start). */
  siteSegment: string
  /** The layout's photo aspect, width over height. */
  aspect: number | null
  onImage: (image: Image) => void
  announce: (message: string) => void
}

interface Failure {
  title: string
  detail?: string
}

/** Replace and crop over the card's photo; a new photo opens the crop at the layout's aspect at once. */
export function PrintImageTools({ item, printId, siteSegment, aspect, onImage, announce }: Props) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [cropping, setCropping] = useState<Image | null>(null)

  const upload = async (file: File) => {
    setFailure(null)
    if (!isImageFile(file)) {
      setFailure({ title: t('prints.editor.image.notAnImage') })
      return
    }
    setProgress(0)
    const call = printId
      ? `POST /api/prints/${printId}/image-upload`
      : `POST /api/sites/${siteSegment}/upload-image`
    try {
      const onProgress = (fraction: number) => setProgress(fraction)
      const uploaded = printId
        ? await uploadPrintImage(printId, file, { onProgress })
        : await uploadImage(siteSegment, file, { onProgress })
      const image: Image = { ...uploaded }
      onImage(image)
      announce(t('prints.editor.image.uploaded'))
      if (aspect !== null && canCrop(image)) setCropping(image)
    } catch (error) {
      setFailure({ title: t('prints.editor.uploadFailed'), detail: serverMessage(error, language) })
      void logError(error, call)
    } finally {
      setProgress(null)
    }
  }
  const picker = useFilePicker((files) => {
    const file = files[0]
    if (file) void upload(file)
  })

  const crop = (body: CropImageRequest): Promise<CroppedImage> =>
    (printId ? cropPrintImage(printId, body) : cropImage(siteSegment, body)).catch((error: unknown) => {
      void logError(
        error,
        printId ? `PUT /api/prints/${printId}/image-crop` : `PUT /api/sites/${siteSegment}/crop-image/v2`,
      )
      throw error
    })

  const busy = progress !== null
  return (
    <div className={styles.imageTools}>
      <input {...picker.inputProps} className={styles.visuallyHidden} accept="image/*" />
      <div className={styles.toolRow}>
        <button type="button" className={styles.tool} onClick={picker.open} disabled={busy}>
          <Icon name="upload" />
          <span>{t('prints.editor.image.replace')}</span>
        </button>
        {canCrop(item.properties) && (
          <button
            type="button"
            className={styles.tool}
            onClick={() => setCropping(item.properties)}
            disabled={busy}
          >
            <Icon name="crop" />
            <span>{t('prints.editor.image.crop')}</span>
          </button>
        )}
      </div>
      <div role="status" className={styles.toolStatus}>
        {busy && (
          <span className={styles.toolNote}>
            {t('prints.editor.image.uploading', { percent: Math.round((progress ?? 0) * 100) })}
          </span>
        )}
      </div>
      {failure && (
        <div role="alert" className={styles.toolFailure}>
          <strong>{failure.title}</strong>
          {failure.detail && <span>{failure.detail}</span>}
        </div>
      )}
      {cropping && (
        <Suspense fallback={null}>
          <CropDialog
            siteId={siteSegment}
            image={cropping}
            fixedAspect={aspect ?? undefined}
            crop={crop}
            onClose={() => setCropping(null)}
            onCropped={(image) => {
              setCropping(null)
              onImage(image)
              announce(t('prints.editor.image.cropped'))
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
