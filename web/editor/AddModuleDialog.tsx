import * as RadixDialog from '@radix-ui/react-dialog'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Brand } from '#domain/brands.ts'
import type { SiteModuleType } from '#domain/modules/registry.ts'
import { isAddableModuleType } from '#domain/modules/registry.ts'
import { editorDefinitionOf, MODULE_CHOICE_ORDER } from '#web/modules/owner.ts'
import { LineIcon } from '#web/ui/LineIcon.tsx'
import styles from './AddModuleDialog.module.css'

/** The module types offered on a brand, in the dialog's order: events get no gift registry or speeches. */
export function moduleChoices(brand: Brand): SiteModuleType[] {
  return MODULE_CHOICE_ORDER.filter((type) => isAddableModuleType(type, brand))
}

export interface AddModuleDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  brand: Brand
  onChoose: (type: SiteModuleType) => void
}

/**
 * The Välj modul dialog (spec 001 section 2): one large button per module type the brand offers.
 * Choosing one hands the type to the caller and closes the dialog.
 */
export function AddModuleDialog({ open, onOpenChange, brand, onChoose }: AddModuleDialogProps) {
  const { t } = useTranslation()
  const idPrefix = useId()

  function choose(type: SiteModuleType) {
    onChoose(type)
    onOpenChange(false)
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content}>
          <RadixDialog.Title className={styles.title}>{t('addModule.title')}</RadixDialog.Title>
          <RadixDialog.Description className={styles.description}>
            {t('addModule.description')}
          </RadixDialog.Description>
          <ul className={styles.grid}>
            {moduleChoices(brand).map((type) => {
              const labelId = `${idPrefix}-${type}-label`
              const hintId = `${idPrefix}-${type}-hint`
              return (
                <li key={type}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-labelledby={labelId}
                    aria-describedby={hintId}
                    onClick={() => choose(type)}
                  >
                    <span className={styles.icon}>
                      <LineIcon size={24}>{editorDefinitionOf(type)?.icon}</LineIcon>
                    </span>
                    <span id={labelId} className={styles.label}>
                      {t(`moduleTypes.${type}`)}
                    </span>
                    <span id={hintId} className={styles.hint}>
                      {t(`addModule.descriptions.${type}`)}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
          {/* Last in the tab order, so opening the dialog focuses the first choice. */}
          <RadixDialog.Close className={styles.close} aria-label={t('addModule.close')}>
            <LineIcon size={22}>
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
