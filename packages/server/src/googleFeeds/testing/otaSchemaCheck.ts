import { readdirSync, readFileSync } from 'node:fs'
import { validateXML, type XMLFileInfo } from 'xmllint-wasm'

// Tests hold the feeds to the OpenTravel 2021A schemas themselves (schemas/ota2021a), checked by
// libxml2 (xmllint compiled to WebAssembly, run in a worker thread), as a receiver would.

/** The messages whose schemas are kept, by their root element's name. */
export type OtaMessageName =
  'OTA_HotelAvailNotifRQ' | 'OTA_HotelRateAmountNotifRQ'

const SCHEMAS = new URL('../schemas/ota2021a/', import.meta.url)

let included: XMLFileInfo[] | undefined

/** The files the message schemas include, under the names their xs:include gives them. */
function includedSchemas(): XMLFileInfo[] {
  included ??= readdirSync(new URL('common/', SCHEMAS))
    .filter((name) => name.endsWith('.xsd'))
    .sort()
    .map((name) => ({
      fileName: `common/${name}`,
      contents: readFileSync(new URL(`common/${name}`, SCHEMAS), 'utf8'),
    }))
  return included
}

/** The schema's complaints about a message, one line each ("feed.xml:4: ..."); none when it is valid. */
export async function otaSchemaErrors(
  message: OtaMessageName,
  xml: string,
): Promise<string[]> {
  const schema = {
    fileName: `${message}.xsd`,
    contents: readFileSync(new URL(`${message}.xsd`, SCHEMAS), 'utf8'),
  }
  const result = await validateXML({
    xml: { fileName: 'feed.xml', contents: xml },
    schema,
    preload: includedSchemas(),
  })
  if (result.valid) return []
  // A document that cannot be read at all has no errors listed, only xmllint's own output.
  return result.errors.length > 0
    ? result.errors.map((error) => error.rawMessage)
    : [result.rawOutput || 'xmllint refused the document']
}
