import { type DragEvent, useState } from 'react'

/**
 * Files dragged from the computer onto an element: `dragOver` while they hover it, and the handlers
 * to spread on it. Dragging anything but files (text, a link) is left to the browser.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragOver, setDragOver] = useState(false)
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragOver(true)
  }
  const dropProps = {
    onDragOver,
    onDragLeave: (event: DragEvent) => {
      // Moving onto a child is no leaving.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      setDragOver(false)
      onFiles([...event.dataTransfer.files])
    },
  }
  return { dragOver, dropProps }
}
