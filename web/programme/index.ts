export { useEvents } from './api/events-list.ts'
