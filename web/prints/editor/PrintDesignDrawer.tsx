import { useTranslation } from 'react-i18next'
import { Drawer } from '#web/editor/index.ts'
import { type TabItem, Tabs } from '#web/ui/Tabs.tsx'
import { ColorsTab, FontsTab, GraphicsTab, LayoutTab, LogoTab, type TabProps } from './DesignTabs.tsx'

export type DesignTab = 'layout' | 'graphics' | 'fonts' | 'colors' | 'logo'

interface Props extends TabProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  tab: DesignTab
  onTabChange: (tab: DesignTab) => void
  /** Spec 002 section 2: the logo tab only for version-2 sites. */
  logo: boolean
}

/** The print editor's Design drawer: Layout, Grafik, Typsnitt, Färger and (V2 sites) Logga. */
export function PrintDesignDrawer({ open, onOpenChange, tab, onTabChange, logo, ...tabProps }: Props) {
  const { t } = useTranslation()
  const tabs: TabItem[] = [
    { value: 'layout', label: t('prints.editor.design.tabs.layout'), content: <LayoutTab {...tabProps} /> },
    {
      value: 'graphics',
      label: t('prints.editor.design.tabs.graphics'),
      content: <GraphicsTab {...tabProps} />,
    },
    { value: 'fonts', label: t('prints.editor.design.tabs.fonts'), content: <FontsTab {...tabProps} /> },
    { value: 'colors', label: t('prints.editor.design.tabs.colors'), content: <ColorsTab {...tabProps} /> },
  ]
  if (logo)
    tabs.push({
      value: 'logo',
      label: t('prints.editor.design.tabs.logo'),
      content: <LogoTab {...tabProps} />,
    })
  const current = tabs.some((item) => item.value === tab) ? tab : 'layout'
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('prints.editor.design.title')}>
      <Tabs
        label={t('prints.editor.design.tabsLabel')}
        tabs={tabs}
        value={current}
        onValueChange={(value) => onTabChange(value as DesignTab)}
      />
    </Drawer>
  )
}
