import 'react-image-crop/dist/ReactCrop.css'
import { type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import ReactCrop from 'react-image-crop'
import type { Image } from '#domain/site/image.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { type CropImageRequest, type CroppedImage, cropImage } from '#web/api/sites-crop-image.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import styles from './CropDialog.module.css'
import {
  type Area,
  ASPECTS,
  type AspectId,
  aspectRatio,
  canSave,
  initialCrop,
  nudge,
  nudgeStep,
  type Size,
  toOriginalPixels,
  toPercent,
} from './crop-rules.ts'
import { currentFileUrl, originalUrl } from './image-files.ts'

interface Props {
  siteId: string
  image: Image
  onClose: () => void
  /** The server's new image (with imageBeforeEdit); the dialog is done. */
  onCropped: (image: CroppedImage) => void
  /** A fixed aspect (width over height) instead of the owner's choice: a print layout's photo. */
  fixedAspect?: number | undefined
  /** The crop call, when it is not the site's own (a print's image-crop). */
  crop?: ((body: CropImageRequest) => Promise<CroppedImage>) | undefined
}

/**
 * The crop view: the stored original with a selection the owner drags, resizes or moves with the
 * arrow keys, in a chosen aspect. Coordinates are kept in pixels of the original, which is what
 * the server crops. A failed crop keeps the dialog open with the server's message.
 */
export function CropDialog({ siteId, image, onClose, onCropped, fixedAspect, crop: cropCall }: Props) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const aspectName = useId()
  const [natural, setNatural] = useState<Size | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [aspectId, setAspectId] = useState<AspectId>('free')
  const [crop, setCrop] = useState<Area | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const source = originalUrl(image)
  const aspect = fixedAspect ?? aspectRatio(aspectId)

  const chooseAspect = (id: AspectId) => {
    setAspectId(id)
    if (natural) setCrop(initialCrop(natural, aspectRatio(id)))
  }

  // The selection itself moves in pixels of the original; its corner handles keep the library's
  // own keyboard resizing.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!natural || !crop) return
    const target = event.target as HTMLElement
    if (!target.classList.contains('ReactCrop__crop-selection')) return
    const next = nudge(crop, event.key, nudgeStep(event), natural)
    if (!next) return
    event.preventDefault()
    event.stopPropagation()
    setCrop(next)
  }

  const save = async () => {
    if (!canSave(crop) || !image.originalName) return
    setBusy(true)
    setError(null)
    try {
      const call = cropCall ?? ((body: CropImageRequest) => cropImage(siteId, body))
      const cropped = await call({
        originalName: image.originalName,
        sourceImageUrl: currentFileUrl(image),
        crop,
      })
      onCropped(cropped)
    } catch (err) {
      setError(err)
      setBusy(false)
    }
  }

  let selection = ''
  if (natural) {
    selection = canSave(crop)
      ? t('imageEditor.cropDialog.selection', {
          width: crop.width,
          height: crop.height,
          imageWidth: natural.width,
          imageHeight: natural.height,
        })
      : t('imageEditor.cropDialog.noSelection')
  }
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('imageEditor.cropDialog.title')}
      description={t('imageEditor.cropDialog.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('imageEditor.cropDialog.cancel')}
          </Button>
          <Button onClick={() => void save()} busy={busy} disabled={!canSave(crop) || !natural}>
            {t('imageEditor.cropDialog.save')}
          </Button>
        </>
      }
    >
      {/* A print layout fixes the aspect: no choice to offer then. */}
      <div
        className={styles.aspects}
        role="radiogroup"
        aria-label={t('imageEditor.cropDialog.aspect')}
        style={fixedAspect === undefined ? undefined : { display: 'none' }}
      >
        {ASPECTS.map((a) => (
          <label key={a.id} className={styles.aspect}>
            <input
              type="radio"
              name={aspectName}
              value={a.id}
              checked={aspectId === a.id}
              onChange={() => chooseAspect(a.id)}
              disabled={!natural}
            />
            <span>{a.id === 'free' ? t('imageEditor.cropDialog.free') : a.id}</span>
          </label>
        ))}
      </div>
      <div className={styles.stage} onKeyDownCapture={onKeyDownCapture}>
        {loadFailed || !source ? (
          <ErrorBox title={t('imageEditor.loadFailed')} />
        ) : (
          <>
            {!natural && <Spinner label={t('imageEditor.cropDialog.loading')} />}
            <ReactCrop
              className={natural ? styles.crop : styles.cropLoading}
              crop={crop && natural ? toPercent(crop, natural) : undefined}
              aspect={aspect ?? undefined}
              keepSelection
              ruleOfThirds
              disabled={busy}
              ariaLabels={{
                cropArea: t('imageEditor.cropDialog.cropArea'),
                nwDragHandle: t('imageEditor.cropDialog.nw'),
                nDragHandle: t('imageEditor.cropDialog.n'),
                neDragHandle: t('imageEditor.cropDialog.ne'),
                eDragHandle: t('imageEditor.cropDialog.e'),
                seDragHandle: t('imageEditor.cropDialog.se'),
                sDragHandle: t('imageEditor.cropDialog.s'),
                swDragHandle: t('imageEditor.cropDialog.sw'),
                wDragHandle: t('imageEditor.cropDialog.w'),
              }}
              onChange={(_pixels, percent) => {
                if (natural) setCrop(toOriginalPixels(percent, natural))
              }}
            >
              <img
                className={styles.image}
                src={source}
                alt={t('imageEditor.cropDialog.imageAlt')}
                onLoad={(event) => {
                  const size = {
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  }
                  if (!size.width || !size.height) {
                    setLoadFailed(true)
                    return
                  }
                  setNatural(size)
                  setCrop(initialCrop(size, aspect))
                }}
                onError={() => setLoadFailed(true)}
              />
            </ReactCrop>
          </>
        )}
      </div>
      <p className={styles.selection}>{selection}</p>
      {error !== null && (
        <ErrorBox title={t('imageEditor.cropFailed')} detail={serverMessage(error, language)} />
      )}
    </Dialog>
  )
}
