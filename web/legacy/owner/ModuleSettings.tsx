import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LEGACY_COUNTDOWN_PATTERN, LEGACY_DEFAULTS, LEGACY_TEXTS } from '#domain/legacy/defaults.ts'
import type { LegacyRadioGroup, LegacyTextField } from '#domain/legacy/schema.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { useSaveLegacySite } from '../api/legacy-sites-update.ts'
import { RadioGroupsEditor, TextFieldsEditor, TextSetting } from './FieldsEditor.tsx'
import type { LegacyOwnerSite } from './legacy-site.ts'
import styles from './Owner.module.css'
import { propertyOf, withProperties } from './properties.ts'

type WireModule = LegacyOwnerSite['modules'][number]

/**
 * The legacy edit-only settings (spec 001 section 2): max persons and the conditional display of
 * an RSVP, a countdown's date (yyyy-mm-dd hh:mm, else the spec's alert) and a video's YouTube URL.
 */
export function ModuleSettings({ site }: { site: LegacyOwnerSite }) {
  const editable = site.modules.filter((m) =>
    ['RSVP3', 'Speech2', 'location', 'countDown', 'Video'].includes(m.module),
  )
  return (
    <>
      {editable.map((m) => (
        <ModuleForm key={m._id} site={site} module={m} />
      ))}
    </>
  )
}

function ModuleForm({ site, module }: { site: LegacyOwnerSite; module: WireModule }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const save = useSaveLegacySite(site._id)
  const title = module.menuTitle || String(propertyOf(module, 'title') ?? '') || t('legacy.editor.untitled')
  const [change, setChange] = useState<Record<string, unknown> | null>(null)
  const update = (next: Record<string, unknown>) => setChange((current) => ({ ...(current ?? {}), ...next }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!change) return
    if (module.module === 'countDown' && !LEGACY_COUNTDOWN_PATTERN.test(String(change.date ?? ''))) {
      window.alert(LEGACY_TEXTS.countdownFormat)
      return
    }
    save.mutate(
      { modules: withProperties(site.modules, module._id, change), revision: site.revision },
      { onSuccess: () => setChange(null) },
    )
  }

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      aria-label={`${t(`legacy.editor.types.${module.module}`)}: ${title}`}
    >
      <h3 className={styles.heading}>
        {t(`legacy.editor.types.${module.module}`)}: {title}
      </h3>
      {module.module === 'RSVP3' && <RsvpFields module={module} onChange={update} />}
      {(module.module === 'RSVP3' || module.module === 'Speech2') && (
        <FormEditor module={module} onChange={update} />
      )}
      {module.module === 'countDown' && <CountdownFields module={module} onChange={update} />}
      {module.module === 'Video' && <VideoFields module={module} onChange={update} />}
      {module.module === 'location' && <MapFields siteId={site._id} module={module} onChange={update} />}
      <div className={styles.row}>
        <Button type="submit" disabled={!change || save.isPending}>
          {t('legacy.settings.save')}
        </Button>
        <p role="status" className={save.isError ? styles.error : styles.ok}>
          {save.isSuccess && !change && t('legacy.settings.saved')}
          {save.isError && `${t('legacy.editor.saveFailed')}: ${serverMessage(save.error, language)}`}
        </p>
      </div>
    </form>
  )
}

type FieldsProps = { module: WireModule; onChange: (change: Record<string, unknown>) => void }

function RsvpFields({ module, onChange }: FieldsProps) {
  const { t } = useTranslation()
  const id = useId()
  const groups = (propertyOf(module, 'customMultipleRadioGroups') as LegacyRadioGroup[] | undefined) ?? []
  const rule = propertyOf(module, 'conditionShowTextFieldsBelow') as {
    question?: string
    answer?: string
  } | null
  const [max, setMax] = useState(
    Number(propertyOf(module, 'maxNumberOfPersons') ?? LEGACY_DEFAULTS.maxNumberOfPersons),
  )
  const [on, setOn] = useState(!!rule?.question && !!rule.answer)
  const [question, setQuestion] = useState(rule?.question ?? groups[0]?.id ?? '')
  const [answer, setAnswer] = useState(rule?.answer ?? '')
  const options = groups.find((g) => g.id === question)?.options ?? []

  const report = (next: { max?: number; on?: boolean; question?: string; answer?: string }) => {
    const state = { max, on, question, answer, ...next }
    // Spec 001 section 4: the rule is kept only when it is on and an answer is chosen.
    const condition =
      state.on && state.question && state.answer ? { question: state.question, answer: state.answer } : null
    onChange({ maxNumberOfPersons: state.max, conditionShowTextFieldsBelow: condition })
  }

  return (
    <>
      <div className={styles.entry}>
        <label htmlFor={`${id}-max`} className={styles.label}>
          {t('legacy.settings.maxPersons')}
        </label>
        <select
          id={`${id}-max`}
          className={styles.input}
          value={max}
          onChange={(e) => {
            setMax(Number(e.target.value))
            report({ max: Number(e.target.value) })
          }}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={on}
          disabled={groups.length === 0}
          onChange={(e) => {
            setOn(e.target.checked)
            report({ on: e.target.checked })
          }}
        />
        {t('legacy.settings.conditional')}
      </label>
      {on && (
        <div className={styles.pair}>
          <div className={styles.entry}>
            <label htmlFor={`${id}-q`} className={styles.label}>
              {t('legacy.settings.question')}
            </label>
            <select
              id={`${id}-q`}
              className={styles.input}
              value={question}
              onChange={(e) => {
                setQuestion(e.target.value)
                setAnswer('')
                report({ question: e.target.value, answer: '' })
              }}
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.entry}>
            <label htmlFor={`${id}-a`} className={styles.label}>
              {t('legacy.settings.answer')}
            </label>
            <select
              id={`${id}-a`}
              className={styles.input}
              value={answer}
              onChange={(e) => {
                setAnswer(e.target.value)
                report({ answer: e.target.value })
              }}
            >
              <option value="">{t('legacy.settings.chooseAnswer')}</option>
              {options.map((o) => (
                <option key={o.id} value={o.label}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </>
  )
}

/**
 * The RSVP3 edit views Formulär and Bekräftelse, and the Speech2 views Startknapp, Formulär and
 * Bekräftelse (spec 001 section 4), as sections of one form.
 */
function FormEditor({ module, onChange }: FieldsProps) {
  const { t } = useTranslation()
  const text = (key: string) => String(propertyOf(module, key) ?? '')
  const list = <T,>(key: string) => (propertyOf(module, key) as T[] | undefined) ?? []
  const [state, setState] = useState<Record<string, unknown>>({})
  const value = <T,>(key: string, fallback: T): T => (key in state ? (state[key] as T) : fallback)
  const set = (key: string, v: unknown) => {
    setState((current) => ({ ...current, [key]: v }))
    onChange({ [key]: v })
  }
  const rsvp = module.module === 'RSVP3'
  return (
    <>
      {!rsvp && (
        <fieldset className={styles.list}>
          <legend className={styles.legend}>{t('legacy.fields.startButton')}</legend>
          <TextSetting
            label={t('legacy.fields.showFormButton')}
            value={value('showFormButton', text('showFormButton'))}
            onChange={(v) => set('showFormButton', v)}
          />
        </fieldset>
      )}
      <h4 className={styles.subheading}>{t('legacy.fields.form')}</h4>
      {rsvp ? (
        <>
          <TextFieldsEditor
            legend={t('legacy.fields.textAbove')}
            fields={value('customTextFieldsAbove', list<LegacyTextField>('customTextFieldsAbove'))}
            onChange={(v) => set('customTextFieldsAbove', v)}
          />
          <RadioGroupsEditor
            legend={t('legacy.fields.radios')}
            groups={value('customMultipleRadioGroups', list<LegacyRadioGroup>('customMultipleRadioGroups'))}
            onChange={(v) => set('customMultipleRadioGroups', v)}
          />
          <RadioGroupsEditor
            legend={t('legacy.fields.radiosBelow')}
            groups={value(
              'customMultipleRadioGroupsBelow',
              list<LegacyRadioGroup>('customMultipleRadioGroupsBelow'),
            )}
            onChange={(v) => set('customMultipleRadioGroupsBelow', v)}
          />
          <TextFieldsEditor
            legend={t('legacy.fields.textBelow')}
            fields={value('customTextFieldsBelow', list<LegacyTextField>('customTextFieldsBelow'))}
            onChange={(v) => set('customTextFieldsBelow', v)}
          />
        </>
      ) : (
        <TextFieldsEditor
          legend={t('legacy.fields.questions')}
          fields={value('customTextFields', list<LegacyTextField>('customTextFields'))}
          onChange={(v) => set('customTextFields', v)}
        />
      )}
      <TextSetting
        label={t('legacy.fields.sendButton')}
        value={value('sendButton', text('sendButton'))}
        onChange={(v) => set('sendButton', v)}
      />
      <fieldset className={styles.list}>
        <legend className={styles.legend}>{t('legacy.fields.confirmation')}</legend>
        <TextSetting
          label={t('legacy.fields.confirmationTitle')}
          value={value('confirmationTitle', text('confirmationTitle') || LEGACY_DEFAULTS.confirmationTitle)}
          onChange={(v) => set('confirmationTitle', v)}
        />
        <TextSetting
          label={t('legacy.fields.confirmationText')}
          value={value(
            'confirmationText',
            text('confirmationText') ||
              (rsvp ? LEGACY_DEFAULTS.rsvpConfirmationText : LEGACY_DEFAULTS.speechConfirmationText),
          )}
          onChange={(v) => set('confirmationText', v)}
        />
      </fieldset>
    </>
  )
}

function CountdownFields({ module, onChange }: FieldsProps) {
  const { t } = useTranslation()
  const id = useId()
  const [date, setDate] = useState(String(propertyOf(module, 'date') ?? ''))
  return (
    <div className={styles.entry}>
      <label htmlFor={id} className={styles.label}>
        {t('legacy.settings.date')}
      </label>
      <input
        id={id}
        className={styles.input}
        placeholder="2027-06-14 15:00"
        value={date}
        onChange={(e) => {
          setDate(e.target.value)
          onChange({ date: e.target.value.trim() })
        }}
      />
    </div>
  )
}

function VideoFields({ module, onChange }: FieldsProps) {
  const { t } = useTranslation()
  const id = useId()
  const video = (propertyOf(module, 'video') as { videoUrl?: string; autoStart?: boolean } | null) ?? {}
  const [url, setUrl] = useState(video.videoUrl ?? '')
  const [autoStart, setAutoStart] = useState(video.autoStart ?? false)
  const report = (next: { url?: string; autoStart?: boolean }) =>
    onChange({
      video: { type: 'YouTube', videoUrl: (next.url ?? url).trim(), autoStart: next.autoStart ?? autoStart },
    })
  return (
    <>
      <div className={styles.entry}>
        <label htmlFor={id} className={styles.label}>
          {t('legacy.settings.youtubeUrl')}
        </label>
        <input
          id={id}
          className={styles.input}
          type="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value)
            report({ url: e.target.value })
          }}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={autoStart}
          onChange={(e) => {
            setAutoStart(e.target.checked)
            report({ autoStart: e.target.checked })
          }}
        />
        {t('legacy.settings.autoStart')}
      </label>
    </>
  )
}

// The legacy labels of the map themes (spec 001 section 3).
const MAP_THEMES = [
  ['NORMAL', 'Standard'],
  ['SILVER', 'Silver'],
  ['RETRO', 'Retro'],
  ['DARK', 'Mörk'],
  ['NIGHT', 'Natt'],
] as const

type MapValue = { location: string; zoom: number; markerColor: string; mapTheme: string }

/** The legacy map settings: place, zoom 6 to 18, theme and marker colour, with the map as guests will see it. */
function MapFields({ siteId, module, onChange }: FieldsProps & { siteId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const saved = (propertyOf(module, 'location') as Partial<MapValue> | null) ?? {}
  const [map, setMap] = useState<MapValue>({
    location: saved.location ?? '',
    zoom: saved.zoom ?? LEGACY_DEFAULTS.zoom,
    markerColor: saved.markerColor ?? LEGACY_DEFAULTS.markerColor,
    mapTheme: saved.mapTheme ?? LEGACY_DEFAULTS.mapTheme,
  })
  const set = (change: Partial<MapValue>) => {
    const next = { ...map, ...change }
    setMap(next)
    onChange({ location: next })
  }
  const preview = map.location.trim()
    ? `/api/sites/${encodeURIComponent(siteId)}/maps/${encodeURIComponent(map.location.trim())}/${map.zoom}/${map.mapTheme}/${map.markerColor.replace('#', '')}/?preventCache=true`
    : null
  return (
    <div className={styles.pair}>
      <div className={styles.list}>
        <div className={styles.entry}>
          <label htmlFor={`${id}-place`} className={styles.label}>
            {t('legacy.settings.place')}
          </label>
          <input
            id={`${id}-place`}
            className={styles.input}
            value={map.location}
            maxLength={300}
            onChange={(e) => set({ location: e.target.value })}
          />
        </div>
        <div className={styles.entry}>
          <label htmlFor={`${id}-zoom`} className={styles.label}>
            {t('legacy.settings.zoom')}
          </label>
          <input
            id={`${id}-zoom`}
            className={styles.input}
            type="number"
            min={6}
            max={18}
            step={1}
            value={map.zoom}
            onChange={(e) =>
              set({ zoom: Math.min(18, Math.max(6, Number(e.target.value) || LEGACY_DEFAULTS.zoom)) })
            }
          />
        </div>
        <div className={styles.entry}>
          <label htmlFor={`${id}-theme`} className={styles.label}>
            {t('legacy.settings.mapTheme')}
          </label>
          <select
            id={`${id}-theme`}
            className={styles.input}
            value={map.mapTheme}
            onChange={(e) => set({ mapTheme: e.target.value })}
          >
            {MAP_THEMES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.entry}>
          <label htmlFor={`${id}-color`} className={styles.label}>
            {t('legacy.settings.markerColor')}
          </label>
          <input
            id={`${id}-color`}
            className={styles.color}
            type="color"
            value={map.markerColor}
            onChange={(e) => set({ markerColor: e.target.value })}
          />
        </div>
      </div>
      {preview && <img className={styles.map} src={preview} alt={map.location} width={210} height={210} />}
    </div>
  )
}
