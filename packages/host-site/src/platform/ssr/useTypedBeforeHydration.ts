import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A field's value typed (or filled in by the browser) on the server's markup before the page
 * hydrated: the field's state takes it as the field hydrates, before anything renders the field
 * again with the state it started with. A field the browser rendered always shows its state.
 */
export function useTypedBeforeHydration<
  T extends HTMLInputElement | HTMLTextAreaElement,
>(
  value: string,
  onChange: (value: string) => void,
  ref?: RefObject<T | null>,
): RefObject<T | null> {
  const own = useRef<T>(null)
  const field = ref ?? own
  useLayoutEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== value) onChange(typed)
    // Once, as the field is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return field
}
