import { validateXML } from 'xmllint-wasm'

// Google's own files (the hotel list, the landing pages file) have schemas on gstatic.com that
// cannot be fetched here; libxml2 (xmllint-wasm) still reads them as XML, as Google's would.

/** libxml2's complaints about a document that is not well-formed XML; none when it reads it. */
export async function xmlSyntaxErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'feed.xml', contents: xml },
    normalization: 'format',
  })
  if (result.valid) return []
  return result.errors.length > 0
    ? result.errors.map((error) => error.rawMessage)
    : [result.rawOutput || 'xmllint refused the document']
}
