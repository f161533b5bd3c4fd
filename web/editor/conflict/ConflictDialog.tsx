import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lookupText } from '#domain/site/lookup-text.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { moduleTitle } from '../menu/menu-status.ts'
import { useEditor } from '../store.ts'
import type { Conflict, Save } from '../use-save.ts'
import styles from './ConflictDialog.module.css'
import type { Choice, Part, PartChange } from './merge.ts'

/** A part of the site as the owner knows it: "Text «Välkomna»", "Design", "Modulernas ordning". */
function usePartName() {
  const { t } = useTranslation()
  const language = useEditor((s) => s.language)
  return (part: Part): string => {
    if (part.kind === 'order') return t('editor.conflict.parts.order')
    if (part.kind === 'setting') return t(`editor.conflict.parts.${part.field}`)
    const type = t(`moduleTypes.${part.module.siteModuleType}`)
    const title = lookupText(moduleTitle(part.module), language)
      .replace(/<[^>]*>/g, '')
      .trim()
    return title ? t('editor.conflict.moduleNamed', { type, title }) : type
  }
}

/**
 * A stale save (409) merged with the save that came first: what the other save changed, by part;
 * for a part both saves changed, the owner's choice, each option saying what it overwrites.
 */
export function ConflictDialog({ save }: { save: Save }) {
  const { conflict } = save
  // A new conflict starts with no choices made.
  return conflict ? <ConflictDialogOpen key={conflictKey(conflict)} save={save} conflict={conflict} /> : null
}

const conflictKey = (conflict: Conflict) => `${conflict.theirs.revision}:${conflict.merged}`

function ConflictDialogOpen({ save, conflict }: { save: Save; conflict: Conflict }) {
  const { t } = useTranslation()
  const name = usePartName()
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const { merge, merged } = conflict
  const conflictKeys = new Set(merge.conflicts.map((c) => c.part.key))
  const onlyTheirs = merge.theirChanges.filter((c) => !conflictKeys.has(c.part.key))
  const chosen = merge.conflicts.every((c) => choices[c.part.key])

  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && save.dismissConflict()}
      title={t('editor.conflictTitle')}
      description={merged ? t('editor.conflict.mergedIntro') : t('editor.conflict.intro')}
      actions={
        merged ? (
          <Button onClick={save.dismissConflict} autoFocus>
            {t('editor.conflict.ok')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={save.dismissConflict}>
              {t('editor.conflictCancel')}
            </Button>
            <Button variant="secondary" onClick={() => void save.reload()}>
              {t('editor.conflictReload')}
            </Button>
            <Button disabled={!chosen} onClick={() => void save.resolve(choices)}>
              {t('editor.conflict.save')}
            </Button>
          </>
        )
      }
    >
      {onlyTheirs.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.heading}>
            {merged ? t('editor.conflict.theirChanges') : t('editor.conflict.theirMerged')}
          </h3>
          <ul className={styles.changes}>
            {onlyTheirs.map((c) => (
              <li key={c.part.key}>{t(`editor.conflict.change.${c.change}`, { part: name(c.part) })}</li>
            ))}
          </ul>
        </section>
      )}
      {merge.conflicts.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('editor.conflict.bothChanged')}</h3>
          {merge.conflicts.map((c) => (
            <ChoiceFieldset
              key={c.part.key}
              conflict={c}
              partName={name(c.part)}
              value={choices[c.part.key]}
              onChange={(choice) => setChoices((all) => ({ ...all, [c.part.key]: choice }))}
            />
          ))}
        </section>
      )}
    </Dialog>
  )
}

function ChoiceFieldset({
  conflict,
  partName,
  value,
  onChange,
}: {
  conflict: PartChange
  partName: string
  value: Choice | undefined
  onChange: (choice: Choice) => void
}) {
  const { t } = useTranslation()
  const group = useId()
  const their = t(`editor.conflict.theirDid.${conflict.change}`)
  const options: { choice: Choice; label: string; note: string }[] = [
    {
      choice: 'mine',
      label: t('editor.conflict.keepMine'),
      note:
        conflict.mine === 'removed'
          ? t('editor.conflict.keepMineRemoves', { part: partName })
          : conflict.change === 'removed'
            ? t('editor.conflict.keepMineRestores', { part: partName })
            : t('editor.conflict.keepMineOverwrites', { part: partName }),
    },
    {
      choice: 'theirs',
      label: t('editor.conflict.useTheirs'),
      note: t('editor.conflict.useTheirsDrops', { part: partName }),
    },
  ]
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{partName}</legend>
      <p className={styles.their}>{their}</p>
      {options.map((o) => (
        <label key={o.choice} className={styles.option}>
          <input
            type="radio"
            name={group}
            value={o.choice}
            checked={value === o.choice}
            onChange={() => onChange(o.choice)}
          />
          <span>
            <strong>{o.label}</strong>
            <span className={styles.note}>{o.note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
