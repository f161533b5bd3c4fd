import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react'
import type { Text } from '#domain/site/lookup-text.ts'
import { EditableText, PART, publicTexts } from '#web/site/index.ts'
import { ModuleIntro, ModuleTitle } from '../ModuleTitle.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import { type DraftFormat, readDraft } from './drafts.ts'
import type { GuestFormProps, QuestionModule } from './GuestFormRunner.tsx'
import { GuestNoticeView } from './GuestNoticeView.tsx'
import { LoadingNote } from './Loading.tsx'
import { guestLanguage } from './language.ts'

/** The lazily loaded guest form of the module and how the view drives it. */
export type GuestFormChoice = Omit<GuestFormProps, 'module' | 'language' | 'siteId' | 'editMode'> & {
  Runner: ComponentType<GuestFormProps>
  /** A new key starts the form afresh (changing a sent answer after a new one). */
  runKey?: string
}

interface FrameProps {
  module: QuestionModule & { text?: Text | undefined }
  language: string
  /** The module's own root class, beside the shared module class. */
  className: string | undefined
  /** What brings the form: a button or the guest-count selector. */
  children: ReactNode
  /** The guest form once a guest asked for it; null before. */
  form: GuestFormChoice | null
}

/** A module that asks its guests questions, as guests first see it: title, text, then the way in. */
export function QuestionModuleFrame(props: FrameProps) {
  const { module, language, className, children, form } = props
  const { site, editMode, notice } = useViewSite(language)
  return (
    <div className={`${shared.module} ${className}`} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <ModuleIntro text={module.text} language={language} />
      {notice?.moduleId === module.id && <GuestNoticeView notice={notice} />}
      {children}
      {form !== null && (
        <Suspense fallback={<LoadingNote text={publicTexts[guestLanguage(language)].loading} />}>
          <form.Runner
            key={form.runKey}
            {...form}
            module={module}
            language={language}
            siteId={site?._id ?? ''}
            editMode={editMode}
          />
        </Suspense>
      )}
    </div>
  )
}

/**
 * The button that brings the form, in the editor: only its label is edited in place, which a
 * real button would not allow reliably, and nothing happens on a click.
 */
export function EditedButtonLabel<F extends string>(props: {
  module: Partial<Record<F, Text | undefined>>
  field: F
  language: string
  className: string | undefined
}) {
  return (
    <div className={`${shared.button} ${props.className}`} data-part={PART.button}>
      <EditableText
        as="span"
        text={props.module[props.field]}
        path={[props.field]}
        language={props.language}
      />
    </div>
  )
}

/**
 * Once, after hydration: brings back the guest count of an answer typed before a reload, unless
 * the server already rendered the form open or the guest opened one before the script ran (`skip`).
 */
export function useKeptDraft(
  siteId: string,
  moduleId: string,
  format: DraftFormat,
  max: number,
  restore: (count: number) => void,
  skip: boolean | (() => boolean) = false,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (typeof skip === 'function' ? skip() : skip) return
    const count = format.count(readDraft(siteId, moduleId), max)
    if (count !== null) restore(count)
  }, [])
}
