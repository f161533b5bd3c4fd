import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GIFT_ITEM_ID_PREFIX, type GiftRegistryItem, newGiftItem } from '#domain/modules/gift-item-rules.ts'
import type { ModuleOf, SiteModule } from '#domain/modules/registry.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import {
  addListItem,
  moveListItem,
  newId,
  removeListItem,
  useAnnounce,
  useEditor,
  useEditorStore,
  useSiteLanguages,
} from '#web/editor/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import { Tabs } from '#web/ui/Tabs.tsx'
import type { ModulePopupProps } from '../editor-parts.ts'
import { GiftItemEditor } from './GiftItemEditor.tsx'
import { GiftListTab, type ListFocus } from './GiftListTab.tsx'
import { BUTTON_FIELDS, type GiftTextField, GiftTextsTab, TEXT_FIELDS } from './GiftTextsTab.tsx'

type GiftModule = ModuleOf<'GiftRegistry'>

function findGiftModule(modules: readonly SiteModule[], id: string): GiftModule | undefined {
  const found = modules.find((m) => m.id === id)
  return found?.siteModuleType === 'GiftRegistry' ? found : undefined
}

/**
 * The gift registry's settings (spec 001 section 2): the wishes (Lista) with an edit-item view, the
 * button labels (Knappar) and the guests' field and status texts (Texter), in every site language.
 * Every change goes to the editor's copy of the site at once and shows on the page; the owner's
 * Spara saves it.
 */
export default function GiftRegistryPopup({
  module: opened,
  open,
  onOpenChange,
}: ModulePopupProps<'GiftRegistry'>) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const announce = useAnnounce()
  const uiLanguage = useInterfaceLanguage()
  const moduleId = opened.id
  const module = useEditor((s) => findGiftModule(s.site.siteModules, moduleId)) ?? opened
  const reservations = useEditor((s) => s.site.giftRegistryReservations)
  const language = useEditor((s) => s.language)
  const [tab, setTab] = useState('list')
  const [editing, setEditing] = useState<string | null>(null)
  const [focus, setFocus] = useState<ListFocus | null>(null)
  const clearFocus = useCallback(() => setFocus(null), [])

  const languages = useSiteLanguages()

  const change = useCallback(
    (update: (current: GiftModule) => GiftModule) =>
      store.changeModule(moduleId, (m) => (m.siteModuleType === 'GiftRegistry' ? update(m) : m)),
    [store, moduleId],
  )

  const items = module.giftRegistry
  const nameOf = (item: GiftRegistryItem | undefined) =>
    (item && lookupText(item.title, language).trim()) || t('moduleEditor.giftRegistry.untitled')

  const add = () => {
    const item = newGiftItem(newId(GIFT_ITEM_ID_PREFIX))
    change((m) => addListItem(m, 'giftRegistry', item) as GiftModule)
    announce(t('moduleEditor.giftRegistry.itemAdded'))
    // A new wish has nothing to show yet: the owner goes straight on to write it.
    setEditing(item.id)
  }

  const move = (itemId: string, delta: -1 | 1) => {
    const from = items.findIndex((item) => item.id === itemId)
    const position = Math.min(items.length, Math.max(1, from + 1 + delta))
    change((m) => moveListItem(m, 'giftRegistry', itemId, delta) as GiftModule)
    announce(
      t('moduleEditor.giftRegistry.itemMoved', { title: nameOf(items[from]), position, count: items.length }),
    )
    setFocus({ itemId, action: delta < 0 ? 'up' : 'down' })
  }

  const remove = (itemId: string) => {
    const index = items.findIndex((item) => item.id === itemId)
    const neighbour = items[index + 1] ?? items[index - 1]
    change((m) => removeListItem(m, 'giftRegistry', itemId) as GiftModule)
    announce(t('moduleEditor.giftRegistry.itemRemoved', { title: nameOf(items[index]) }))
    setFocus(neighbour ? { itemId: neighbour.id, action: 'edit' } : { itemId: null, action: 'add' })
  }

  const changeItem = (itemId: string, update: (item: GiftRegistryItem) => GiftRegistryItem) =>
    change((m) => ({
      ...m,
      giftRegistry: m.giftRegistry.map((item) => (item.id === itemId ? update(item) : item)),
    }))

  const changeText = (field: GiftTextField, code: string, value: string) =>
    change((m) => ({ ...m, [field]: { ...(m[field] ?? {}), [code]: value } }))

  // The buttons and texts tabs: the same per-language texts, each tab its own fields.
  const textsTab = (value: string, label: string, fields: readonly GiftTextField[]) => ({
    value,
    label,
    content: (
      <GiftTextsTab
        module={module}
        fields={fields}
        languages={languages}
        uiLanguage={uiLanguage}
        onChange={changeText}
      />
    ),
  })

  return (
    <Dialog
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      title={t('moduleEditor.giftRegistry.title')}
      actions={
        <DialogClose asChild>
          <Button>{t('moduleEditor.giftRegistry.done')}</Button>
        </DialogClose>
      }
    >
      {editing !== null ? (
        <GiftItemEditor
          module={module}
          items={items}
          itemId={editing}
          languages={languages}
          language={language}
          onChange={changeItem}
          onBack={() => {
            setEditing(null)
            setFocus({ itemId: editing, action: 'edit' })
          }}
        />
      ) : (
        <Tabs
          label={t('moduleEditor.giftRegistry.tabsLabel')}
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'list',
              label: t('moduleEditor.giftRegistry.tabs.list'),
              content: (
                <GiftListTab
                  items={items}
                  language={language}
                  reservations={reservations}
                  focus={focus}
                  onFocused={clearFocus}
                  onAdd={add}
                  onEdit={setEditing}
                  onMove={move}
                  onRemove={remove}
                />
              ),
            },
            textsTab('buttons', t('moduleEditor.giftRegistry.tabs.buttons'), BUTTON_FIELDS),
            textsTab('texts', t('moduleEditor.giftRegistry.tabs.texts'), TEXT_FIELDS),
          ]}
        />
      )}
    </Dialog>
  )
}
