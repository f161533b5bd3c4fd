import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { LineIcon } from '#web/ui/LineIcon.tsx'
import { capitalisedLanguageName, languageOptions } from './language-codes.ts'
import styles from './SiteLanguagesEditor.module.css'
import { addLanguage, canRemove, moveLanguage, removeLanguage } from './site-languages.ts'

export interface SiteLanguagesEditorProps {
  /** The site's languages in order; the first is the default language. */
  languages: string[]
  onChange(next: string[]): void
}

type Control = 'up' | 'down' | 'remove'

/**
 * Where focus goes once the parent has applied a change, since the pressed button may have moved
 * or gone: a control of a language, or the add control when code is null.
 */
interface PendingFocus {
  code: string | null
  control: Control
  /** The list the change produced; when the parent applies something else, focus stays put. */
  list: string[]
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((code, i) => code === b[i])

/** The Mer drawer's language block: order, default, remove and add (spec 001 section 5). */
export function SiteLanguagesEditor({ languages, onChange }: SiteLanguagesEditorProps) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const id = useId()
  const selectId = `${id}-add`
  const minimumId = `${id}-minimum`
  const options = useMemo(() => languageOptions(uiLanguage), [uiLanguage])
  const [choice, setChoice] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const controls = useRef(new Map<string, HTMLButtonElement>())
  const selectRef = useRef<HTMLSelectElement>(null)
  const pendingFocus = useRef<PendingFocus | null>(null)

  const nameOf = (code: string) => capitalisedLanguageName(code, uiLanguage)
  const removable = canRemove(languages)
  const chosen = languages.includes(choice) ? '' : choice
  const suggested = options.suggested.filter((o) => !languages.includes(o.code))
  const others = options.others.filter((o) => !languages.includes(o.code))

  useEffect(() => {
    const pending = pendingFocus.current
    pendingFocus.current = null
    if (!pending) return
    if (!sameList(pending.list, languages)) return
    // A move to either end disables the pressed button, so the other direction takes focus.
    const order: Control[] =
      pending.control === 'up' ? ['up', 'down', 'remove'] : [pending.control, 'up', 'remove']
    for (const control of pending.code === null ? [] : order) {
      const button = controls.current.get(`${pending.code}:${control}`)
      if (button && !button.disabled) {
        button.focus()
        return
      }
    }
    selectRef.current?.focus()
  }, [languages])

  function change(next: string[], message: string, focus: Omit<PendingFocus, 'list'>) {
    if (next === languages) return
    pendingFocus.current = { ...focus, list: next }
    setAnnouncement(message)
    onChange(next)
  }

  function move(code: string, delta: -1 | 1) {
    const next = moveLanguage(languages, code, delta)
    const position = next.indexOf(code) + 1
    const message =
      position === 1
        ? t('siteLanguages.nowDefault', { name: nameOf(code) })
        : t('siteLanguages.moved', { name: nameOf(code), position, count: next.length })
    change(next, message, { code, control: delta < 0 ? 'up' : 'down' })
  }

  function remove(code: string) {
    const next = removeLanguage(languages, code)
    const index = Math.min(languages.indexOf(code), next.length - 1)
    const neighbour = next[index]
    change(next, t('siteLanguages.removed', { name: nameOf(code) }), {
      code: neighbour ?? null,
      control: 'remove',
    })
  }

  function add() {
    if (!chosen) return
    const next = addLanguage(languages, chosen)
    setChoice('')
    change(next, t('siteLanguages.added', { name: nameOf(chosen) }), { code: null, control: 'remove' })
  }

  const controlRef = (code: string, control: Control) => (button: HTMLButtonElement | null) => {
    const key = `${code}:${control}`
    if (button) controls.current.set(key, button)
    else controls.current.delete(key)
  }

  return (
    <div className={styles.editor}>
      <ol className={styles.list} aria-label={t('siteLanguages.listLabel')}>
        {languages.map((code, index) => {
          const name = nameOf(code)
          return (
            <li key={code} className={styles.item}>
              <span className={styles.label}>
                <span className={styles.name}>{name}</span> <span className={styles.code}>{code}</span>
                {index === 0 && (
                  <>
                    {' '}
                    <span className={styles.badge}>{t('siteLanguages.default')}</span>
                  </>
                )}
              </span>
              <span className={styles.actions}>
                <button
                  type="button"
                  ref={controlRef(code, 'up')}
                  className={cx(buttonClassName('secondary'), styles.iconButton)}
                  aria-label={t('siteLanguages.moveUp', { name })}
                  title={t('siteLanguages.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => move(code, -1)}
                >
                  <LineIcon>
                    <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />
                  </LineIcon>
                </button>
                <button
                  type="button"
                  ref={controlRef(code, 'down')}
                  className={cx(buttonClassName('secondary'), styles.iconButton)}
                  aria-label={t('siteLanguages.moveDown', { name })}
                  title={t('siteLanguages.moveDown', { name })}
                  disabled={index === languages.length - 1}
                  onClick={() => move(code, 1)}
                >
                  <LineIcon>
                    <path d="M12 5v14M5.5 12.5 12 19l6.5-6.5" />
                  </LineIcon>
                </button>
                <button
                  type="button"
                  ref={controlRef(code, 'remove')}
                  className={cx(buttonClassName('secondary'), styles.removeButton)}
                  aria-label={t('siteLanguages.remove', { name })}
                  aria-describedby={removable ? undefined : minimumId}
                  disabled={!removable}
                  onClick={() => remove(code)}
                >
                  {t('siteLanguages.removeShort')}
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      {!removable && (
        <p id={minimumId} className={styles.minimum}>
          {t('siteLanguages.minimumOne')}
        </p>
      )}

      <div className={styles.add}>
        <label className={styles.addLabel} htmlFor={selectId}>
          {t('siteLanguages.addLabel')}
        </label>
        <div className={styles.addRow}>
          <select
            ref={selectRef}
            id={selectId}
            className={styles.select}
            value={chosen}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{t('siteLanguages.choose')}</option>
            {suggested.length > 0 && (
              <optgroup label={t('siteLanguages.suggested')}>
                {suggested.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name}
                  </option>
                ))}
              </optgroup>
            )}
            {others.length > 0 && (
              <optgroup label={t('siteLanguages.others')}>
                {others.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          <Button variant="secondary" disabled={!chosen} onClick={add}>
            {t('siteLanguages.add')}
          </Button>
        </div>
      </div>

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
