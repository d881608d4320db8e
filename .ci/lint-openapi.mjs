// `npm run lint` (issue 39): the API's OpenAPI document is a valid OpenAPI 3.1 document, and every
// operation has an id, a summary and its error answers (at least one 4xx and one 5xx). Also run by
// tests/sandbox/openapi-document.test.ts on the document the sandbox serves.
// Usage: node .ci/lint-openapi.mjs docs/openapi.json
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function houseRules(document) {
  const problems = [];
  if (!String(document.openapi).startsWith('3.1')) problems.push(`openapi is ${document.openapi}, not 3.1`);
  const ids = new Set();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS.filter((name) => item[name])) {
      const operation = item[method];
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) problems.push(`${where}: no operationId`);
      else if (ids.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} twice`);
      ids.add(operation.operationId);
      if (!operation.summary) problems.push(`${where}: no summary`);
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((status) => /^2/.test(status))) problems.push(`${where}: no success answer`);
      if (!statuses.some((status) => /^4/.test(status))) problems.push(`${where}: no 4xx answer`);
      if (!statuses.some((status) => /^5/.test(status))) problems.push(`${where}: no 5xx answer`);
    }
  }
  return problems;
}

const file = process.argv[2];
if (file) {
  const document = JSON.parse(readFileSync(file, 'utf8'));
  const problems = houseRules(document);
  try {
    // Validates against the OpenAPI 3.1 schema and resolves every $ref; works on a copy.
    await SwaggerParser.validate(structuredClone(document));
  } catch (error) {
    problems.push(`not a valid OpenAPI document: ${error.message}`);
  }
  if (problems.length > 0) {
    console.error(`${file}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
