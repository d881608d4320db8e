import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { documentText } from '../../sandbox/write-openapi';
import { answerProblems, DOCUMENT_FILE, requestProblems } from '../support/contract/openapi-contract';
import { browser, cardsPath, env, login, useSandbox } from './support/bank-client';

const run = promisify(execFile);
type Document = {
  paths: Record<string, Record<string, { tags: string[]; summary?: string }>>;
  tags: { name: string }[];
};

/** `node .ci/lint-openapi.mjs` (what `npm run lint` runs) on a document: its exit code and complaint. */
async function lint(document: unknown): Promise<{ code: number; output: string }> {
  const file = join(tmpdir(), `openapi-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  try {
    await run('node', ['.ci/lint-openapi.mjs', file]);
    return { code: 0, output: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('the OpenAPI document (issue 39)', () => {
  const started = useSandbox({});
  const served = async (path: string) => {
    const answer = await fetch(`${started.url}${path}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Document;
  };

  it('docs/openapi.json is what the sandbox generates (else: npm run openapi)', async () => {
    expect(readFileSync(DOCUMENT_FILE, 'utf8')).toBe(documentText(await served('/sandbox/openapi.json')));
  });

  it('the bank’s part, where the Environment names it, leaves the control API out', async () => {
    const whole = await served('/sandbox/openapi.json');
    const bank = await served(env.apiDocumentPath!);
    expect(Object.keys(bank.paths).filter((path) => path.startsWith('/sandbox/'))).toEqual([]);
    expect(bank.tags.map((tag) => tag.name)).not.toContain('Sandbox control');
    const controlPaths = Object.keys(whole.paths).filter((path) => !(path in bank.paths));
    expect(controlPaths.length).toBeGreaterThan(5);
    expect(controlPaths.every((path) => path.startsWith('/sandbox/'))).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document, every operation with an id, a summary and its error answers', async () => {
    const document = await served('/sandbox/openapi.json');
    expect(await lint(document)).toEqual({ code: 0, output: '' });
    // The lint can fail: an operation without a summary.
    const [path, methods] = Object.entries(document.paths)[0]!;
    const method = Object.keys(methods)[0]!;
    delete document.paths[path]![method]!.summary;
    const broken = await lint(document);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`${method.toUpperCase()} ${path}: no summary`);
  }, 60_000);

  it('every example is one its schema takes', async () => {
    const document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8'));
    let checked = 0;
    for (const [path, methods] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          const example = response.content?.['application/json']?.example;
          if (example === undefined) continue;
          const headers = new Headers({ 'trace-id': 't' });
          const url = path.replace(/\{[^}]+\}/g, 'x');
          expect(
            answerProblems(method, url, { status: Number(status), headers, text: JSON.stringify(example) }),
          ).toEqual([]);
          checked += 1;
        }
        const body = operation.requestBody?.content?.['application/json']?.example;
        if (body === undefined) continue;
        const url = path.replace(/\{[^}]+\}/g, 'x');
        const headers = new Headers(
          Object.fromEntries(
            (operation.parameters ?? [])
              .filter((parameter: any) => parameter.in === 'header' && parameter.required)
              .map((parameter: any) => [parameter.name, String(parameter.schema.const ?? 'x')]),
          ),
        );
        expect(requestProblems({ method, url, headers, body: JSON.stringify(body) })).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('catches an answer or a request that is not as documented: a renamed field, an added one, a wrong code', async () => {
    const sanne = await login(started.url, 'sanne');
    const card = await sanne.get(`${cardsPath}/sanne-dmc`);
    const answer = (body: unknown, status = 200) => ({ status, headers: card.headers, text: JSON.stringify(body) });
    const get = (body: unknown, status?: number) =>
      answerProblems('GET', `${cardsPath}/sanne-dmc`, answer(body, status));
    expect(get(card.body)).toEqual([]);
    const { maskedPan, ...renamed } = card.body;
    expect(get({ ...renamed, maskedPAN: maskedPan }).join('\n')).toMatch(/maskedPan|maskedPAN/);
    expect(get({ ...card.body, nickname: 'x' }).join('\n')).toContain('additional');
    const notFound = { errors: [{ messageType: 'ERROR', code: 'SIGN_ITEM_NOT_FOUND', traceId: 't', message: 'm' }] };
    expect(get(notFound, 404).join('\n')).toContain('allowedValues');
    expect(get(card.body, 418).join('\n')).toContain('no 418 answer');
    const put = (body: unknown) =>
      requestProblems({
        method: 'PUT',
        url: '/debitcards/v3/payment-instruments/sanne-dmc/permanent-limits/POS',
        headers: new Headers(),
        body: JSON.stringify(body),
      });
    expect(put({ limitValue: 3000 })).toEqual([]);
    expect(put({ limit: 3000 }).join('\n')).toContain('limitValue');
    expect(requestProblems({ method: 'GET', url: '/portal/apis/nothing', headers: new Headers() })).toHaveLength(1);
  });

  it('opens a reference page from this origin only, and without the control API still serves the bank’s part', async () => {
    const page = await browser(started.url).get('/sandbox/reference/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...String(page.body).matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['swagger-ui-bundle.js', 'reference.js']);
    for (const script of scripts) {
      const answer = await fetch(`${started.url}/sandbox/reference/${script}`);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
      await answer.arrayBuffer();
    }
  });
});

describe('the OpenAPI document without the control API', () => {
  const started = useSandbox({ control: false, deviceCodes: 'console', deviceCodeOutput: () => {} });

  it('is served where the Environment names it, with its reference page; /sandbox/openapi.json is gone', async () => {
    expect((await fetch(`${started.url}/sandbox/openapi.json`)).status).toBe(404);
    const bank = (await (await fetch(`${started.url}${env.apiDocumentPath}`)).json()) as Document;
    expect(Object.keys(bank.paths).some((path) => path.startsWith('/sandbox/'))).toBe(false);
    expect((await fetch(`${started.url}${env.apiDocumentPath!.replace('openapi.json', 'reference/')}`)).status).toBe(
      200,
    );
  });
});
