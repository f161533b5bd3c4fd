import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createModule } from '#domain/modules/registry.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { ActionBar } from './ActionBar.tsx'
import { AddModuleDialog } from './AddModuleDialog.tsx'
import { AnnounceProvider, useAnnounce } from './announce.tsx'
import { ConflictDialog } from './conflict/ConflictDialog.tsx'
import { DesignDrawer } from './DesignDrawer.tsx'
import { EditorCanvas } from './EditorCanvas.tsx'
import styles from './EditorScreen.module.css'
import { LeaveGuard } from './LeaveGuard.tsx'
import { EditLanguageSwitch } from './languages/EditLanguageSwitch.tsx'
import { MissingTextsNote } from './languages/MissingTextsNote.tsx'
import { MoreDrawer } from './MoreDrawer.tsx'
import { EditMenuDialog } from './menu/EditMenuDialog.tsx'
import { insertBefore } from './module-actions.ts'
import { newId } from './new-id.ts'
import { scrollToModule } from './scroll.ts'
import { useEditor, useEditorStore } from './store.ts'
import { useBarHeight } from './use-bar-height.ts'
import { useSave } from './use-save.ts'

type Panel = 'design' | 'more' | null

export function EditorScreen() {
  return (
    <AnnounceProvider>
      <Screen />
    </AnnounceProvider>
  )
}

function Screen() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const store = useEditorStore()
  const announce = useAnnounce()
  const save = useSave(store)
  const siteId = useEditor((s) => s.site._id)
  const active = useEditor((s) => s.site.active)
  const quickStart = useEditor((s) => s.site.quickStart)
  const languages = useEditor((s) => s.site.availableLanguages)
  const language = useEditor((s) => s.language)
  const [panel, setPanel] = useState<Panel>(null)
  const [addBefore, setAddBefore] = useState<string | null | undefined>(undefined)
  const [menuOpen, setMenuOpen] = useState(false)
  const codes = languages.map((l) => l.languageCode)
  const screenRef = useRef<HTMLDivElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  useBarHeight(barRef, screenRef)

  // Ctrl+S / Cmd+S saves, as in every editor the owner knows.
  const { save: doSave } = save
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        void doSave()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [doSave])

  const openAdd = useCallback((beforeId: string | null) => setAddBefore(beforeId), [])
  const openMenu = useCallback(() => setMenuOpen(true), [])

  const add = (type: string) => {
    const module = createModule(type, { languages: codes, brand: brand.brand, newId })
    store.changeModules((list) => insertBefore(list, addBefore ?? null, module))
    setAddBefore(undefined)
    announce(t('editor.moduleAdded', { type: t(`moduleTypes.${module.siteModuleType}`) }))
    scrollToModule(module.id, () =>
      document.querySelector<HTMLElement>(`[data-module-id="${module.id}"] [role="toolbar"] button`)?.focus({
        preventScroll: true,
      }),
    )
  }

  return (
    <div ref={screenRef} className={styles.screen} data-drawer={panel ?? undefined}>
      <ActionBar
        ref={barRef}
        saving={save.saving}
        onSave={() => void save.save()}
        addressPath={active || quickStart ? null : `/redigera/${encodeURIComponent(siteId)}/valj-adress`}
        onDesign={() => setPanel('design')}
        onMore={() => setPanel('more')}
        languageSwitch={
          <EditLanguageSwitch
            languages={codes}
            value={language}
            onChange={(code) => store.setLanguage(code)}
          />
        }
      />
      <div className={styles.notes}>
        <MissingTextsNote />
      </div>
      <EditorCanvas onAddModule={openAdd} onEditMenu={openMenu} />
      <AddModuleDialog
        open={addBefore !== undefined}
        onOpenChange={(open) => !open && setAddBefore(undefined)}
        brand={brand.brand}
        onChoose={add}
      />
      {menuOpen && (
        <MenuDialogHost languages={codes} language={language} onClose={() => setMenuOpen(false)} />
      )}
      <DesignDrawer open={panel === 'design'} onOpenChange={(open) => setPanel(open ? 'design' : null)} />
      <MoreDrawer open={panel === 'more'} onOpenChange={(open) => setPanel(open ? 'more' : null)} />
      <ConflictDialog save={save} />
      <LeaveGuard />
    </div>
  )
}

/** Subscribes to the modules only while the menu dialog is open, so typing elsewhere skips it. */
function MenuDialogHost({
  languages,
  language,
  onClose,
}: {
  languages: string[]
  language: string
  onClose: () => void
}) {
  const store = useEditorStore()
  const modules = useEditor((s) => s.site.siteModules)
  return (
    <EditMenuDialog
      open
      onOpenChange={(open) => !open && onClose()}
      modules={modules}
      languages={languages}
      language={language}
      onChange={(next) => store.changeModules(() => next)}
    />
  )
}
