import type { ModuleWebDefinition } from '../definition.ts'
import { VideoView } from './View.tsx'

export const videoModule: ModuleWebDefinition<'Video'> = { type: 'Video', View: VideoView }
