import { useLayoutEffect, type RefObject } from 'react'

/**
 * A form's fields, named after the keys of its values, typed (or filled in by the browser) on the
 * server's markup before the page hydrated: the form's state takes them as it hydrates (the
 * form kit's `useTypedBeforeHydration` does it for one field).
 */
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
