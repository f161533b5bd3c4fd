import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import { editorDefinitionOf } from '#web/modules/owner.ts'
import type { InlineListProps } from '#web/site/index.ts'
import { cx } from '#web/ui/cx.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { Icon } from '../icons.tsx'
import { GalleryUploadDialog } from '../images/GalleryUploadDialog.tsx'
import { addListItem, moveListItem, newListItem, removeListItem, takesEmptyItems } from '../list-items.ts'
import { newId } from '../new-id.ts'
import { useEditorStore } from '../store.ts'
import styles from './Inline.module.css'

/** Move and delete buttons on one list item (a person, a row, a gallery image). */
export function ListItemTools({
  moduleId,
  list,
  itemId,
  index,
  count,
}: InlineListProps & { moduleId: string }) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const [confirming, setConfirming] = useState(false)
  const change = (update: (m: SiteModule) => SiteModule) => store.changeModule(moduleId, update)
  const gallery = list === 'gallery'
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form semantics and styles into the themed list item
    <div
      className={styles.listTools}
      role="group"
      aria-label={t('editor.list.itemActions', { n: index + 1 })}
    >
      {index > 0 && (
        <button
          type="button"
          className={styles.toolButton}
          aria-label={t('editor.list.moveUp')}
          title={t('editor.list.moveUp')}
          onClick={() => change((m) => moveListItem(m, list, itemId, -1))}
        >
          <Icon name={gallery ? 'left' : 'up'} />
        </button>
      )}
      {index < count - 1 && (
        <button
          type="button"
          className={styles.toolButton}
          aria-label={t('editor.list.moveDown')}
          title={t('editor.list.moveDown')}
          onClick={() => change((m) => moveListItem(m, list, itemId, 1))}
        >
          <Icon name={gallery ? 'right' : 'down'} />
        </button>
      )}
      <button
        type="button"
        className={cx(styles.toolButton, styles.danger)}
        aria-label={t('editor.list.remove')}
        title={t('editor.list.remove')}
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" />
      </button>
      <ConfirmDialog
        open={confirming}
        title={t(gallery ? 'editor.list.removeImageTitle' : 'editor.list.removeTitle')}
        text={t(gallery ? 'editor.list.removeImageText' : 'editor.list.removeText')}
        confirmLabel={t('editor.list.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          change((m) => removeListItem(m, list, itemId))
        }}
      />
    </div>
  )
}

/**
 * Adds an empty item at the end of a list; the gallery, whose items start from an upload, opens
 * its upload popup instead.
 */
export function ListAddButton({ module, list }: { module: SiteModule; list: string }) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const add = editorDefinitionOf(module.siteModuleType)?.listAdd?.[list]
  if (add === 'upload') return <GalleryAddButton moduleId={module.id} />
  if (!add || !takesEmptyItems(module, list)) return null
  const label = t(add.label)
  return (
    <div className={styles.add}>
      <button
        type="button"
        className={styles.toolButton}
        onClick={() =>
          store.changeModule(module.id, (m) => {
            const item = newListItem(m, list, newId('item'))
            return item ? addListItem(m, list, item) : m
          })
        }
      >
        <Icon name="plus" />
        {label}
      </button>
    </div>
  )
}

function GalleryAddButton({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.add}>
      <button
        type="button"
        className={styles.toolButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="plus" />
        {t('imageEditor.gallery.add')}
      </button>
      <GalleryUploadDialog moduleId={moduleId} open={open} onOpenChange={setOpen} />
    </div>
  )
}
