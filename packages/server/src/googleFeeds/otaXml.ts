import { currencyDecimals } from '@resort/core/format'

// A few lines of XML writing rather than a library: the feeds are flat trees of elements with
// attributes (and, in Google's own files, text), written in the order their schemas ask for.

/**
 * An element: its attributes in the order written (undefined ones left out), and its children
 * or its text.
 */
export interface XmlElement {
  name: string
  attributes: Record<string, string | number | boolean | undefined>
  children: XmlElement[]
  text?: string
}

export const element = (
  name: string,
  attributes: XmlElement['attributes'] = {},
  children: XmlElement[] = [],
): XmlElement => ({ name, attributes, children })

/** An element that holds text, such as Google's `<name>Hotel Cissa</name>`. */
export const textElement = (
  name: string,
  text: string | number,
  attributes: XmlElement['attributes'] = {},
): XmlElement => ({ name, attributes, children: [], text: String(text) })

/** Text set into a quoted attribute or an element; tabs and line breaks as references, so a reader keeps them. */
const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"'\t\n\r]/g,
    (char) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
        '\t': '&#9;',
        '\n': '&#10;',
        '\r': '&#13;',
      })[char]!,
  )

function written(node: XmlElement, indent: string): string {
  const attributes = Object.entries(node.attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
  if (node.text !== undefined)
    return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`
  const children = node.children.map((child) => written(child, `${indent}  `))
  return [
    `${indent}<${node.name}${attributes}>`,
    ...children,
    `${indent}</${node.name}>`,
  ].join('\n')
}

/** A document of one root element, in UTF-8 as its declaration says. */
export const xmlDocument = (root: XmlElement): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${written(root, '')}\n`

const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05'

/**
 * An OpenTravel message as a document: the namespace and the payload attributes every message
 * carries (OTA_PayloadStdAttributes: Version is required; TimeStamp and EchoToken as sent).
 */
export function otaMessage(
  name: string,
  sent: { at: Date; echoToken: string },
  attributes: XmlElement['attributes'],
  children: XmlElement[],
): string {
  const root = element(
    name,
    {
      xmlns: OTA_NAMESPACE,
      // The version of the message as Google's hotel programme documents it.
      Version: '3.0',
      TimeStamp: sent.at.toISOString(),
      EchoToken: sent.echoToken,
      ...attributes,
    },
    children,
  )
  return xmlDocument(root)
}

/**
 * Integer minor units as OpenTravel's Money: a decimal in major units (12345 EUR cents as
 * "123.45"). DecimalPlaces is left out, as the schema's note keeps it for amounts written
 * without a decimal point.
 */
export function otaMoney(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`amount must be whole minor units, got ${amountMinor}`)
  const decimals = currencyDecimals(currency)
  if (decimals === 0) return String(amountMinor)
  const sign = amountMinor < 0 ? '-' : ''
  const digits = String(Math.abs(amountMinor)).padStart(decimals + 1, '0')
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}
