import { type RefObject, useLayoutEffect, useState } from 'react'

export interface Box {
  top: number
  left: number
  width: number
  height: number
}

/**
 * Where the image just before `ref` sits, in the coordinates `ref` is absolutely positioned in,
 * so the image tools lie over the image without taking a place in the view's grid or flex layout.
 * Also whether that image failed to load. Follows the image and its positioned container as the
 * layout changes.
 */
export function useOverImage(ref: RefObject<HTMLElement | null>, source: string | null) {
  const [box, setBox] = useState<Box | null>(null)
  const [failed, setFailed] = useState(false)

  useLayoutEffect(() => {
    setFailed(false)
    const el = ref.current
    const target = el?.previousElementSibling
    if (!el || !source || !(target instanceof HTMLElement)) {
      setBox(null)
      return
    }
    const measure = () => {
      const parent = el.offsetParent
      if (!parent) return
      if (target.offsetParent === parent) {
        setBox({
          top: target.offsetTop,
          left: target.offsetLeft,
          width: target.offsetWidth,
          height: target.offsetHeight,
        })
        return
      }
      const a = target.getBoundingClientRect()
      const b = parent.getBoundingClientRect()
      setBox({
        top: a.top - b.top - parent.clientTop + parent.scrollTop,
        left: a.left - b.left - parent.clientLeft + parent.scrollLeft,
        width: a.width,
        height: a.height,
      })
    }
    measure()
    const onError = () => setFailed(true)
    const onLoad = () => {
      setFailed(false)
      measure()
    }
    target.addEventListener('error', onError)
    target.addEventListener('load', onLoad)
    let observer: ResizeObserver | undefined
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(measure)
      observer.observe(target)
      if (el.offsetParent) observer.observe(el.offsetParent)
    }
    return () => {
      target.removeEventListener('error', onError)
      target.removeEventListener('load', onLoad)
      observer?.disconnect()
    }
  }, [ref, source])

  return { box, failed }
}
