import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAP_THEMES } from '#domain/modules/location.ts'
import {
  isUsableLocation,
  type MapSettings,
  type MapTheme,
  mapContextId,
  mapPreviewUrl,
} from '#web/api/maps-preview.ts'
import { saveMap } from '#web/api/maps-save.ts'
import { errorStatus, serverMessage } from '#web/api/serverMessage.ts'
import { logError } from '#web/app/log.ts'
import { useEditor, useEditorStore } from '#web/editor/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Field } from '#web/ui/Field.tsx'
import { Slider } from '#web/ui/Slider.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import type { ModulePopupProps } from '../editor-parts.ts'
import { MarkerColorField } from './MarkerColorField.tsx'
import styles from './Popup.module.css'
import { useDebounced } from './use-debounced.ts'

/** Spec 001 section 9. */
export const MAP_ZOOM_MIN = 6
export const MAP_ZOOM_MAX = 18
export const MAP_ZOOM_DEFAULT = 12
export const MAP_MARKER_DEFAULT = '#ea4335'
/** The preview follows the typed location once typing has stopped this long (section 9). */
export const LOCATION_DEBOUNCE_MS = 800
/** The picker reports dozens of colours a second while dragged; one preview per pause is enough. */
export const COLOR_DEBOUNCE_MS = 300

/**
 * The map popup (spec 001 sections 2 and 4): location, theme, zoom and marker colour with a live
 * preview. The map is drawn and stored on Spara karta, and only then written into the module.
 */
export default function LocationPopup({ module, open, onOpenChange }: ModulePopupProps<'Location'>) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const store = useEditorStore()
  const contextId = useEditor((s) => mapContextId(s.site))
  const themeId = useId()
  const formRef = useRef<HTMLFormElement>(null)

  const [location, setLocation] = useState(module.map?.location ?? '')
  const [theme, setTheme] = useState<MapTheme>(module.map?.mapTheme ?? 'NORMAL')
  const [zoom, setZoom] = useState(module.map?.zoom ?? MAP_ZOOM_DEFAULT)
  const [markerColor, setMarkerColor] = useState(module.map?.markerColor ?? MAP_MARKER_DEFAULT)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const previewLocation = useDebounced(location, LOCATION_DEBOUNCE_MS)
  const previewColor = useDebounced(markerColor, COLOR_DEBOUNCE_MS)
  const previewSrc = isUsableLocation(previewLocation)
    ? mapPreviewUrl(contextId, { location: previewLocation, zoom, theme, markerColor: previewColor })
    : null

  const locationMissing = !isUsableLocation(location)

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (locationMissing) {
      setTried(true)
      formRef.current?.querySelector<HTMLInputElement>('input[name="location"]')?.focus()
      return
    }
    const settings: MapSettings = { location: location.trim(), zoom, theme, markerColor }
    setBusy(true)
    setFailure(null)
    try {
      const { map } = await saveMap(contextId, settings)
      store.changeModule(module.id, (m) =>
        m.siteModuleType === 'Location'
          ? {
              ...m,
              map: {
                contentDataType: 'Map',
                location: settings.location,
                mapTheme: theme,
                markerColor,
                zoom,
                map,
              },
            }
          : m,
      )
      onOpenChange(false)
    } catch (error) {
      setFailure(serverMessage(error, language))
      // A refused request is explained to the owner; anything else is worth a look on our side.
      const status = errorStatus(error)
      if (status === undefined || status === 0 || status >= 500) void logError(error, 'Saving the map failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('mapEditor.title')}
      description={t('mapEditor.description')}
      size="wide"
    >
      <form ref={formRef} className={styles.form} noValidate onSubmit={save}>
        <div className={styles.layout}>
          <div className={styles.fields}>
            <Field
              label={t('mapEditor.location')}
              name="location"
              type="text"
              autoComplete="off"
              maxLength={300}
              required
              value={location}
              hint={t('mapEditor.locationHint')}
              message={tried && locationMissing ? t('mapEditor.locationMissing') : undefined}
              onChange={(event) => setLocation(event.target.value)}
            />
            <div className={styles.field}>
              <label className={styles.label} htmlFor={themeId}>
                {t('mapEditor.theme')}
              </label>
              <select
                id={themeId}
                name="mapTheme"
                className={styles.select}
                value={theme}
                onChange={(event) => setTheme(event.target.value as MapTheme)}
              >
                {MAP_THEMES.map((value) => (
                  <option key={value} value={value}>
                    {t(`mapEditor.themes.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <Slider
                label={t('mapEditor.zoom')}
                value={zoom}
                min={MAP_ZOOM_MIN}
                max={MAP_ZOOM_MAX}
                onChange={setZoom}
              />
            </div>
            <MarkerColorField value={markerColor} onChange={setMarkerColor} />
          </div>
          <MapPreview src={previewSrc} location={previewLocation.trim()} />
        </div>
        {failure !== null && <ErrorBox title={t('mapEditor.saveFailed')} detail={failure} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('mapEditor.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('mapEditor.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** The preview picture, with a spinner while it loads and a message when it cannot be shown. */
function MapPreview({ src, location }: { src: string | null; location: string }) {
  const { t } = useTranslation()
  const [loaded, setLoaded] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const loading = src !== null && src !== loaded && src !== failed
  const broken = src !== null && src === failed

  return (
    <figure className={styles.preview}>
      <figcaption className={styles.label}>{t('mapEditor.preview')}</figcaption>
      <div className={styles.frame} aria-busy={loading || undefined}>
        {src === null ? (
          <p className={styles.placeholder}>{t('mapEditor.previewEmpty')}</p>
        ) : (
          <img
            className={broken ? styles.hidden : styles.image}
            src={src}
            alt={t('mapEditor.previewAlt', { location })}
            width={420}
            height={420}
            onLoad={() => setLoaded(src)}
            onError={() => setFailed(src)}
          />
        )}
        {loading && (
          <div className={styles.overlay}>
            <Spinner label={t('mapEditor.previewLoading')} />
          </div>
        )}
        {broken && (
          <p className={styles.placeholder} role="alert">
            {t('mapEditor.previewFailed')}
          </p>
        )}
      </div>
    </figure>
  )
}
