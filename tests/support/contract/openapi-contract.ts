import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Holds both sides to the committed OpenAPI document, docs/openapi.json (issue 39): what the
 * sandbox answers and what the app sends. The document is compared with what the sandbox
 * generates (tests/sandbox/openapi-document.test.ts), so checking against the file checks against
 * the routes.
 */
type Schema = Record<string, unknown>;
type Media = { schema?: Schema };
type Response = { $ref?: string; content?: Record<string, Media>; headers?: Record<string, unknown> };
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

export const DOCUMENT_FILE = join(__dirname, '../../../docs/openapi.json');
const document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as Document;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(document as unknown as Schema, 'openapi');
const compiled = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorAt(...parts: string[]): ValidateFunction {
  const at = `openapi#/${pointer(...parts)}`;
  let validate = compiled.get(at);
  if (!validate) compiled.set(at, (validate = ajv.compile({ $ref: at })));
  return validate;
}

// Literal paths first, so `/sandbox/today` is never read as a template's parameter.
const templates = Object.keys(document.paths)
  .sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\/$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  }));

export type Located = { readonly path: string; readonly method: string; readonly operation: Operation };

/** The documented operation a call is, if any (pages, scripts and unknown paths are none). */
export function operationOf(method: string, url: string): Located | undefined {
  const pathname = new URL(url, 'http://sandbox').pathname;
  const lower = method.toLowerCase();
  for (const { path, pattern } of templates) {
    const operation = document.paths[path]?.[lower];
    if (operation && pattern.test(pathname)) return { path, method: lower, operation };
  }
  return undefined;
}

const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
  );

function checkJson(text: string, validate: ValidateFunction, what: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${what}: not JSON: ${text.slice(0, 100)}`];
  }
  return validate(body) ? [] : errorsOf(validate).map((error) => `${what}: ${error}`);
}

export type Answer = { readonly status: number; readonly headers: Headers; readonly text: string };

/** What is wrong with an answer by the document; none for an injected fault's body or an undocumented call. */
export function answerProblems(method: string, url: string, answer: Answer): string[] {
  const located = operationOf(method, url);
  if (!located) return [];
  const name = `${located.operation.operationId} ${answer.status}`;
  const problems = answer.headers.get('trace-id') ? [] : [`${name}: no Trace-Id header`];
  if (answer.status === 429 && !answer.headers.get('retry-after')) problems.push(`${name}: a 429 without Retry-After`);
  if (answer.headers.get('sandbox-fault')) return problems;
  const status = String(answer.status);
  const own = located.operation.responses[status];
  if (!own) return [...problems, `${name}: the document has no ${status} answer for ${located.operation.operationId}`];
  // A shared answer (sandbox/contract/shared-responses.ts) is written once under components.
  const shared = own.$ref?.split('/').pop();
  const response = shared ? document.components!.responses![shared]! : own;
  const at = shared
    ? ['components', 'responses', shared]
    : ['paths', located.path, located.method, 'responses', status];
  const media = Object.keys(response.content ?? {});
  if (media.length === 0)
    return answer.text === '' ? problems : [...problems, `${name}: a body where the document says none`];
  return [...problems, ...checkJson(answer.text, validatorAt(...at, 'content', media[0]!, 'schema'), name)];
}

export type Sent = { readonly method: string; readonly url: string; readonly headers: Headers; readonly body?: string };

/** What is wrong with a request by the document; an API call that is no operation is wrong too. */
export function requestProblems(request: Sent): string[] {
  const located = operationOf(request.method, request.url);
  if (!located) return [`${request.method} ${request.url}: no operation in docs/openapi.json`];
  const name = `${located.operation.operationId} request`;
  const query = new URL(request.url, 'http://sandbox').searchParams;
  const problems: string[] = [];
  for (const parameter of located.operation.parameters ?? []) {
    const value =
      parameter.in === 'query'
        ? query.get(parameter.name)
        : parameter.in === 'header'
          ? request.headers.get(parameter.name)
          : undefined;
    if (parameter.in !== 'query' && parameter.in !== 'header') continue;
    if (value === null || value === undefined) {
      if (parameter.required) problems.push(`${name}: no ${parameter.in} ${parameter.name}`);
      continue;
    }
    const index = located.operation.parameters!.indexOf(parameter);
    const validate = validatorAt('paths', located.path, located.method, 'parameters', String(index), 'schema');
    if (!validate(value)) problems.push(...errorsOf(validate).map((error) => `${name}: ${parameter.name} ${error}`));
  }
  const content = located.operation.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json && request.body !== undefined && request.body !== '')
    problems.push(
      ...checkJson(
        request.body,
        validatorAt('paths', located.path, located.method, 'requestBody', 'content', 'application/json', 'schema'),
        name,
      ),
    );
  if (!located.operation.requestBody && request.body) problems.push(`${name}: a body the document does not take`);
  return problems;
}

/** Fails with every problem at once, naming the call. */
export function expectNoProblems(problems: readonly string[], call: string): void {
  if (problems.length > 0) throw new Error(`Not as docs/openapi.json says (${call}):\n  ${problems.join('\n  ')}`);
}
