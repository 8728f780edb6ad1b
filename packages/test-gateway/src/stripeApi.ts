import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import { parse } from 'qs'

// Stripe's own description of the part of its API we use (stripe-api/, decision 040): every
// request the Stripe adapter sends and every answer the test gateway gives is checked against it.

interface Parameter {
  in: 'query' | 'path'
  name: string
  required?: boolean
  schema: object
}
interface Operation {
  operationId: string
  parameters?: Parameter[]
  requestBody?: {
    content: { 'application/x-www-form-urlencoded': { schema: object } }
  }
  responses: Record<
    string,
    { content?: { 'application/json'?: { schema: object } } }
  >
}
interface Description {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown> }
}

const description = JSON.parse(
  readFileSync(
    new URL('../stripe-api/description.json', import.meta.url),
    'utf8',
  ),
) as Description

/**
 * OpenAPI 3.0's `nullable` in JSON Schema's words: null is one more type, or one more choice
 * (Stripe marks a nullable reference as `anyOf` without a type), or one more allowed value.
 */
function withNull(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNull)
  if (node === null || typeof node !== 'object') return node
  const { nullable, ...rest } = node as Record<string, unknown>
  const object = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, withNull(value)]),
  )
  if (nullable !== true) return object
  if (Array.isArray(object.enum)) object.enum = [...object.enum, null]
  if (typeof object.type === 'string') object.type = [object.type, 'null']
  else if (Array.isArray(object.anyOf))
    object.anyOf = [...object.anyOf, { type: 'null' }]
  return object
}

/**
 * Every object the description spells out field by field gets `additionalProperties: false`, for
 * answers only: a stand-in that answers a field Stripe does not have fails its tests. (Requests
 * are closed by Stripe's description itself.)
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed)
  if (node === null || typeof node !== 'object') return node
  const entries = Object.entries(node).map(([key, value]) => [
    key,
    closed(value),
  ])
  const object = Object.fromEntries(entries) as Record<string, unknown>
  if (
    (object.type === 'object' ||
      (Array.isArray(object.type) && object.type.includes('object'))) &&
    object.properties &&
    !('additionalProperties' in object)
  )
    object.additionalProperties = false
  return object
}

// Form-encoded values arrive as strings: coerced to the described type, as Stripe reads them.
// Answers are JSON and must have the described types as they are.
const options = { strict: false, allErrors: true, validateFormats: false }
const checkers = {
  requests: new Ajv({ ...options, coerceTypes: 'array' }).addSchema({
    $id: 'stripe',
    ...(withNull(description) as object),
  }),
  answers: new Ajv(options).addSchema({
    $id: 'stripe',
    ...(closed(withNull(description)) as object),
  }),
}

const pointer = (parts: (string | number)[]) =>
  parts
    .map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/')

function validator(
  kind: keyof typeof checkers,
  ...parts: (string | number)[]
): ValidateFunction {
  const validate = checkers[kind].getSchema(`stripe#/${pointer(parts)}`)
  if (!validate) throw new Error(`No schema at ${parts.join(' ')}`)
  return validate
}

const templates = Object.keys(description.paths).map((template) => ({
  template,
  pattern: new RegExp(
    `^${template.replace(/\{[^}]+\}/g, '([^/]+)').replace(/\//g, '\\/')}$`,
  ),
}))

/** The described operation a call is, or undefined when the description has none. */
export function describedOperation(method: string, path: string) {
  const lower = method.toLowerCase()
  const found = templates.find(
    ({ template, pattern }) =>
      pattern.test(path) && description.paths[template]?.[lower],
  )
  return found
    ? {
        template: found.template,
        method: lower,
        operation: description.paths[found.template]![lower]!,
      }
    : undefined
}

const problemsOf = (validate: ValidateFunction, what: string) =>
  (validate.errors ?? []).map(
    (error) =>
      `${what}${error.instancePath || ''} ${error.message ?? 'is not valid'}${
        error.params && 'additionalProperty' in error.params
          ? `: ${String(error.params.additionalProperty)}`
          : ''
      }`,
  )

/**
 * What in a request does not match Stripe's description: its operation, its query parameters
 * and its form-encoded body. An empty list: the request is one Stripe describes.
 */
export function requestProblems(
  method: string,
  url: string,
  body = '',
): string[] {
  const [path = '', search = ''] = url.split('?', 2)
  const described = describedOperation(method, path)
  if (!described) return [`${method} ${path} is not an operation we use`]
  const { template, operation } = described
  const problems: string[] = []
  const parameters = parse(search, { depth: 10, arrayLimit: 100 })
  const query = (operation.parameters ?? [])
    .map((parameter, index) => ({ parameter, index }))
    .filter(({ parameter }) => parameter.in === 'query')
  for (const name of Object.keys(parameters))
    if (!query.some(({ parameter }) => parameter.name === name))
      problems.push(`query ${name} is not described`)
  for (const { parameter, index } of query) {
    if (!(parameter.name in parameters)) {
      if (parameter.required)
        problems.push(`query ${parameter.name} is required`)
      continue
    }
    const validate = validator(
      'requests',
      'paths',
      template,
      described.method,
      'parameters',
      index,
      'schema',
    )
    if (!validate(parameters[parameter.name]))
      problems.push(...problemsOf(validate, `query ${parameter.name}`))
  }
  if (operation.requestBody) {
    const validate = validator(
      'requests',
      'paths',
      template,
      described.method,
      'requestBody',
      'content',
      'application/x-www-form-urlencoded',
      'schema',
    )
    if (!validate(parse(body, { depth: 10, arrayLimit: 100 })))
      problems.push(...problemsOf(validate, 'body'))
  } else if (body) problems.push('a body where none is described')
  return problems
}

/** What in an answer does not match Stripe's description of that operation's answer. */
export function answerProblems(
  method: string,
  path: string,
  status: number,
  answer: unknown,
): string[] {
  const described = describedOperation(method, path.split('?', 1)[0] ?? '')
  if (!described) return [`${method} ${path} is not an operation we use`]
  const key =
    String(status) in described.operation.responses ? String(status) : 'default'
  if (!described.operation.responses[key]?.content?.['application/json'])
    return [`${status} is not a described answer`]
  const validate = validator(
    'answers',
    'paths',
    described.template,
    described.method,
    'responses',
    key,
    'content',
    'application/json',
    'schema',
  )
  return validate(answer) ? [] : problemsOf(validate, 'answer')
}

/** What in an event the gateway sends does not match Stripe's description of an event. */
export function eventProblems(event: unknown): string[] {
  const validate = validator('answers', 'components', 'schemas', 'event')
  return validate(event) ? [] : problemsOf(validate, 'event')
}
