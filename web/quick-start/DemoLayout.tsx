import { useBoot } from '#web/app/BootContext.tsx'
import { QuickStartLayout } from './QuickStartLayout.tsx'

/**
 * /demo and /digital-studentinbjudan/demo: the brand's sample site (the wedding's as the start
 * wizard makes it, the others' quick start; the graduation party's for the student demo) in the
 * editor's preview, ready to be edited and saved as the visitor's own.
 */
export function DemoLayout({ student = false }: { student?: boolean }) {
  const { brand } = useBoot()
  if (student)
    return <QuickStartLayout source="digital-studentinbjudan" base="/digital-studentinbjudan/demo" demo />
  return (
    <QuickStartLayout source={brand.brand === 'wedding' ? 'kom-igang' : 'snabbstart'} base="/demo" demo />
  )
}
