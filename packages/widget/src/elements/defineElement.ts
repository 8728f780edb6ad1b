import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'

type AttributeType = 'string' | 'number' | 'boolean' | 'json'

/**
 * Defines a custom element around a widget component: open shadow root, the widget's styles
 * adopted into it (constructable stylesheets pass a strict CSP, <style> tags would not).
 * Defining twice is a no-op, so two copies of the script on one page do not throw.
 */
export function defineElement<Props extends object>(
  tagName: string,
  component: ComponentType<Props>,
  props: Partial<
    Record<Exclude<keyof Props & string, 'container'>, AttributeType>
  >,
  css: string,
): void {
  if (customElements.get(tagName)) return
  const Base = r2wc(component, { shadow: 'open', props }) as unknown as {
    new (): HTMLElement
  }
  let sheet: CSSStyleSheet | undefined
  class ResortElement extends Base {
    constructor() {
      super()
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(`:host { display: block; }\n${css}`)
      }
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet]
    }
  }
  customElements.define(tagName, ResortElement)
}
