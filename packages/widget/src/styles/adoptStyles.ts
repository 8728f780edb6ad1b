const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adopts a part of the widget's look that loads with its code (the search's calendar) into the
 * shadow root `node` is in, once per root; a page's own document has it from its stylesheet.
 */
export function adoptStyles(node: Node | null, css: string): void {
  const root = node?.getRootNode()
  if (!(root instanceof ShadowRoot)) return
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
