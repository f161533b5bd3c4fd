export { printPaths } from './editor/print-paths.ts'
export { SiteOrders } from './orders/SiteOrders.tsx'
