export { useHouseholds } from './api/households-list.ts'
