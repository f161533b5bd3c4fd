export type { ResponsesView } from './ResponsesScreen.tsx'
export { ResponsesScreen } from './ResponsesScreen.tsx'
