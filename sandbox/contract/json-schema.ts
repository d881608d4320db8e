/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it), kept loose: the document is data, checked by swagger-parser and ajv. */
export type JsonSchema = { readonly [keyword: string]: unknown };

export const date: JsonSchema = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** A schema of another component. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/**
 * An object with exactly these properties (every one required unless `required` names fewer):
 * a field renamed, added or left out on either side fails the contract tests.
 */
export function closed(properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema {
  return { type: 'object', required, properties, additionalProperties: false };
}
