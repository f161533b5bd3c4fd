import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Brand } from '#domain/brands.ts'
import type { SiteModuleType } from '#domain/modules/registry.ts'
import { isAddableModuleType } from '#domain/modules/registry.ts'
import { LineIcon } from '#web/ui/LineIcon.tsx'
import styles from './AddModuleDialog.module.css'

/** The Välj modul dialog's order (spec 001 section 2), with the gallery last. */
const CHOICE_ORDER: readonly SiteModuleType[] = [
  'Location',
  'TextAndImageList',
  'ImageAndText',
  'Text',
  'Rsvp',
  'Form',
  'Countdown',
  'Header',
  'GiftRegistry',
  'PeopleList',
  'Video',
  'ImageGallery',
]

/** The module types offered on a brand, in the dialog's order: events get no gift registry or speeches. */
export function moduleChoices(brand: Brand): SiteModuleType[] {
  return CHOICE_ORDER.filter((type) => isAddableModuleType(type, brand))
}

const ICONS: Record<SiteModuleType, ReactNode> = {
  Location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  TextAndImageList: (
    <>
      <rect x="3" y="4" width="6" height="6" rx="1" />
      <rect x="3" y="14" width="6" height="6" rx="1" />
      <path d="M12 6h9M12 9h6M12 16h9M12 19h6" />
    </>
  ),
  ImageAndText: (
    <>
      <rect x="3" y="5" width="9" height="14" rx="1.5" />
      <path d="m3 15 3.5-3.5L12 17M15 8h6M15 12h6M15 16h4" />
    </>
  ),
  Text: <path d="M4 6h16M4 10h16M4 14h16M4 18h10" />,
  Rsvp: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  Form: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M9 21h6" />
    </>
  ),
  Countdown: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2h4" />
    </>
  ),
  Header: (
    <>
      <rect x="3" y="3" width="18" height="8" rx="1.5" />
      <path d="M3 15h18M3 19h12" />
    </>
  ),
  GiftRegistry: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8C9 8 7 7 7.5 5S11 4.5 12 8zm0 0c3 0 5-1 4.5-3S13 4.5 12 8z" />
    </>
  ),
  PeopleList: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M15.5 14.2A5 5 0 0 1 21 19" />
    </>
  ),
  Video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  ImageGallery: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1" />
      <rect x="13" y="3" width="8" height="8" rx="1" />
      <rect x="3" y="13" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
    </>
  ),
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
                      <LineIcon size={24}>{ICONS[type]}</LineIcon>
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
