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

/** The same for a form's fields named after the keys of its values. */
export function useFormTypedBeforeHydration<K extends string>(
  form: RefObject<HTMLFormElement | null>,
  values: Record<K, string>,
  onChange: (typed: Partial<Record<K, string>>) => void,
): void {
  useLayoutEffect(() => {
    const typed: Partial<Record<K, string>> = {}
    for (const name of Object.keys(values) as K[]) {
      const field = form.current?.elements.namedItem(name)
      if (field instanceof HTMLInputElement && field.value !== values[name])
        typed[name] = field.value
    }
    if (Object.keys(typed).length > 0) onChange(typed)
    // Once, as the form is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
