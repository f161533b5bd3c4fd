import { useBoot } from '#web/app/BootContext.tsx'
import { QuickStartLayout } from './QuickStartLayout.tsx'

/**
 * /demo and /digital-studentinbjudan/demo: the site of the brand's demo host (the graduation
 * party's quick-start site for the student demo, which has no demo host) in the editor's preview,
 * as guests see it, with the way to start and ready to be edited and saved as the visitor's own.
 */
export function DemoLayout({ student = false }: { student?: boolean }) {
  const { brand } = useBoot()
  if (student)
    return <QuickStartLayout source="digital-studentinbjudan" base="/digital-studentinbjudan/demo" demo />
  return (
    <QuickStartLayout source={brand.brand === 'wedding' ? 'kom-igang' : 'snabbstart'} base="/demo" demo />
  )
}
