import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { YOUTUBE_THUMBNAIL_MIN_WIDTH, youtubeId, youtubeThumbnails } from '#domain/modules/video-links.ts'
import { useEditorStore } from '#web/editor/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Field } from '#web/ui/Field.tsx'
import type { ModulePopupProps } from '../editor-parts.ts'
import styles from './Popup.module.css'

/**
 * The video's address and autostart (spec 001 section 2), with a preview of the video's thumbnail
 * as soon as the address holds a YouTube id (section 5). Both reach the page on Spara in the popup.
 */
export default function VideoPopup({ module, open, onOpenChange }: ModulePopupProps<'Video'>) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [url, setUrl] = useState(module.video?.videoUrl ?? '')
  const [autoStart, setAutoStart] = useState(module.video?.autoStart ?? false)
  const videoId = youtubeId(url)
  // An address without a video would show nothing on the page; an empty one removes the video.
  const unusable = url.trim() !== '' && videoId === null

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (unusable) {
      formRef.current?.querySelector<HTMLInputElement>('input[name="videoUrl"]')?.focus()
      return
    }
    const video = { contentDataType: 'Video', type: 'YouTube', videoUrl: url.trim(), autoStart } as const
    // An unchanged video leaves the site as it is, so the editor does not turn dirty for nothing.
    store.changeModule(module.id, (m) =>
      m.siteModuleType === 'Video' &&
      (m.video?.videoUrl !== video.videoUrl || Boolean(m.video?.autoStart) !== video.autoStart)
        ? { ...m, video }
        : m,
    )
    onOpenChange(false)
  }

  return (
    <Dialog size="wide" open={open} onOpenChange={onOpenChange} title={t('moduleEditor.video.title')}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={save}>
        <Field
          label={t('moduleEditor.video.url')}
          name="videoUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
          value={url}
          hint={t('moduleEditor.video.urlHint')}
          message={unusable ? t('moduleEditor.video.noId') : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            name="autoStart"
            checked={autoStart}
            aria-describedby={`${id}-autostart`}
            onChange={(event) => setAutoStart(event.target.checked)}
          />
          {t('moduleEditor.video.autoStart')}
        </label>
        <p id={`${id}-autostart`} className={styles.hint}>
          {t('moduleEditor.video.autoStartHint')}
        </p>

        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className={styles.previewHeading}>
            {t('moduleEditor.video.preview')}
          </h3>
          <div className={styles.preview}>
            {videoId ? (
              // A new video starts again from its maxres thumbnail.
              <Thumbnail key={videoId} videoId={videoId} />
            ) : (
              <p className={styles.empty}>
                {url.trim() ? t('moduleEditor.video.noPreview') : t('moduleEditor.video.noUrl')}
              </p>
            )}
          </div>
        </section>

        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('moduleEditor.video.cancel')}
          </Button>
          <Button type="submit">{t('moduleEditor.video.save')}</Button>
        </div>
      </form>
    </Dialog>
  )
}

/**
 * The video's maxres thumbnail; YouTube answers a 120 px placeholder when a video has none, so an
 * image under 400 px wide gives way to the sd one (spec 001 sections 5 and 9).
 */
function Thumbnail({ videoId }: { videoId: string }) {
  const { t } = useTranslation()
  const thumbnails = youtubeThumbnails(videoId)
  // null: neither image could be loaded.
  const [src, setSrc] = useState<string | null>(thumbnails.maxres)

  if (!src) return <p className={styles.empty}>{t('moduleEditor.video.previewFailed')}</p>
  return (
    <img
      className={styles.thumbnail}
      src={src}
      alt={t('moduleEditor.video.previewAlt')}
      width={1280}
      height={720}
      decoding="async"
      onLoad={(event) => {
        if (src === thumbnails.maxres && event.currentTarget.naturalWidth < YOUTUBE_THUMBNAIL_MIN_WIDTH) {
          setSrc(thumbnails.sd)
        }
      }}
      onError={() => setSrc(src === thumbnails.maxres ? thumbnails.sd : null)}
    />
  )
}
