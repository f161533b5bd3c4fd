import { useMutation, useQueryClient } from '@tanstack/react-query'
import { logout } from '#web/api/accounts-logout.ts'
import { useBoot } from './BootContext.tsx'
import { leavePage } from './leave-page.ts'

/**
 * Logs out, forgets every cached answer, then goes to the brand's landing site (spec 000
 * section 4). After leaving, the mutation stays pending on purpose: a settled mutation re-renders
 * the page, and its queries, just cleared, would be fetched again as a logged-out visitor
 * (a 401 shown and logged while the browser is on its way out). It also keeps the button busy.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const { landingOrigin } = useBoot()
  return useMutation({
    mutationFn: async () => {
      await logout()
      queryClient.clear()
      leavePage(`${landingOrigin}/`)
      return new Promise<never>(() => {})
    },
  })
}
