import type { ModuleWebDefinition } from '../definition.ts'
import { CountdownView } from './View.tsx'

export const countdownModule: ModuleWebDefinition<'Countdown'> = { type: 'Countdown', View: CountdownView }
