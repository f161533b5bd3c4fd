import { type ChangeEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/** Spec 001 section 9: after the page has the focus back, a file dialog that gave no file was cancelled. */
export const FILE_DIALOG_CANCEL_CHECK_MS = 300

interface FilePicker {
  /** Spread on a visually hidden `<input type="file">`. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>
    type: 'file'
    accept: string
    multiple: boolean
    tabIndex: -1
    'aria-hidden': true
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
  }
  /** Opens the file dialog. */
  open: () => void
  /** True while the file dialog is open: some phones take seconds to hand a photo over. */
  choosing: boolean
}

/**
 * The browser's file dialog behind a button of our own. The dialog's cancel is seen through the
 * input's cancel event where there is one, otherwise by the page getting the focus back without a
 * file within FILE_DIALOG_CANCEL_CHECK_MS.
 */
export function useFilePicker(onFiles: (files: File[]) => void, multiple = false): FilePicker {
  const ref = useRef<HTMLInputElement | null>(null)
  const [choosing, setChoosing] = useState(false)
  const onFilesRef = useRef(onFiles)
  useEffect(() => {
    onFilesRef.current = onFiles
  })

  useEffect(() => {
    if (!choosing) return
    const input = ref.current
    let timer: ReturnType<typeof setTimeout> | undefined
    const cancelled = () => setChoosing(false)
    const onFocus = () => {
      timer = setTimeout(() => {
        if (!input?.files?.length) setChoosing(false)
      }, FILE_DIALOG_CANCEL_CHECK_MS)
    }
    input?.addEventListener('cancel', cancelled)
    window.addEventListener('focus', onFocus)
    return () => {
      clearTimeout(timer)
      input?.removeEventListener('cancel', cancelled)
      window.removeEventListener('focus', onFocus)
    }
  }, [choosing])

  const open = useCallback(() => {
    const input = ref.current
    if (!input) return
    // Emptied first, so choosing the same file again still reports a change.
    input.value = ''
    setChoosing(true)
    input.click()
  }, [])

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setChoosing(false)
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length > 0) onFilesRef.current(files)
  }, [])

  return {
    inputProps: {
      ref,
      type: 'file',
      accept: 'image/*',
      multiple,
      tabIndex: -1,
      'aria-hidden': true,
      onChange,
    },
    open,
    choosing,
  }
}
