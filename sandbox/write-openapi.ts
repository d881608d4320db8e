import { writeFile } from 'node:fs/promises';
import { startSandbox } from './start-sandbox';

/** The document as text: what `npm run openapi` writes to docs/openapi.json, and what the test compares. */
export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

/**
 * `npm run openapi`: the whole document (the bank's API and the control API) of a sandbox with
 * the default Environment, written to `file`. It comes from a running sandbox, as it is served.
 */
export async function writeDocument(file: string): Promise<void> {
  const sandbox = await startSandbox({ store: { kind: 'memory' }, deviceCodeOutput: () => {} });
  try {
    const answer = await fetch(`${sandbox.url}/sandbox/openapi.json`);
    if (answer.status !== 200) throw new Error(`/sandbox/openapi.json answered ${answer.status}`);
    await writeFile(file, documentText(await answer.json()));
    console.log(`OpenAPI document written to ${file}`);
  } finally {
    await sandbox.close();
  }
}
