import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBoot } from '#web/app/BootContext.tsx'
import { type TabItem, Tabs } from '#web/ui/Tabs.tsx'
import { Drawer } from './Drawer.tsx'
import { ColorsTab } from './design/ColorsTab.tsx'
import { EventLogoTab } from './design/EventLogoTab.tsx'
import { FontsTab } from './design/FontsTab.tsx'
import { GraphicsTab } from './design/GraphicsTab.tsx'
import { TemplatesTab } from './design/TemplatesTab.tsx'
import { ThemesTab } from './design/ThemesTab.tsx'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The Design drawer (spec 001 section 2): templates, layouts, fonts, colours, graphics and, on
 * wedding sites, the event logo. Every choice shows on the page at once.
 */
export function DesignDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  // Kept here, not in the drawer, so reopening the drawer returns to the tab last used.
  const [tab, setTab] = useState('templates')
  const tabs: TabItem[] = [
    { value: 'templates', label: t('designDrawer.tabs.templates'), content: <TemplatesTab /> },
    { value: 'themes', label: t('designDrawer.tabs.themes'), content: <ThemesTab /> },
    { value: 'fonts', label: t('designDrawer.tabs.fonts'), content: <FontsTab /> },
    { value: 'colors', label: t('designDrawer.tabs.colors'), content: <ColorsTab /> },
    { value: 'graphics', label: t('designDrawer.tabs.graphics'), content: <GraphicsTab /> },
  ]
  // Spec 001 section 6: event logos are edited on wedding sites only.
  if (brand.brand === 'wedding') {
    tabs.push({ value: 'eventLogo', label: t('designDrawer.tabs.eventLogo'), content: <EventLogoTab /> })
  }
  const current = tabs.some((item) => item.value === tab) ? tab : 'templates'
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('editor.drawer.designTitle')}>
      <Tabs label={t('designDrawer.tabsLabel')} tabs={tabs} value={current} onValueChange={setTab} />
    </Drawer>
  )
}
