/** Each custom element and the module that defines it, relative to the loader's own URL. */
const ELEMENT_MODULES: Record<string, string> = {
  'resort-search': 'elements/resort-search.js',
  'resort-booking': 'elements/resort-booking.js',
  'resort-manage-booking': 'elements/resort-manage-booking.js',
  'resort-booking-request': 'elements/resort-booking-request.js',
  'resort-callback-request': 'elements/resort-callback-request.js',
}

export interface LoaderEnvironment {
  root: ParentNode & Node
  /** Loads an element's module; resolves once the element is defined. */
  load: (moduleUrl: string) => Promise<unknown>
  baseUrl: string
  onError?: (tag: string, error: unknown) => void
}

/**
 * Loads each element's code only when its tag appears on the page, now or later: the loader
 * itself stays a few hundred bytes, and a page with only a search never downloads the payment
 * step. Undefined elements upgrade on their own once their module defines them.
 */
export function startWidgetLoader({
  root,
  load,
  baseUrl,
  onError,
}: LoaderEnvironment): () => void {
  const started = new Set<string>()
  const tags = Object.keys(ELEMENT_MODULES)

  const loadTag = (tag: string) => {
    const path = ELEMENT_MODULES[tag]
    if (!path || started.has(tag) || customElements.get(tag)) return
    started.add(tag)
    load(new URL(path, baseUrl).href).catch((error: unknown) => {
      started.delete(tag)
      onError?.(tag, error)
    })
  }
  const scan = (node: ParentNode) => {
    for (const tag of tags) if (node.querySelector(tag)) loadTag(tag)
  }

  scan(root)
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue
        const tag = node.localName
        if (tag in ELEMENT_MODULES) loadTag(tag)
        scan(node)
      }
    }
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
