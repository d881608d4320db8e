import { useSandbox } from '../sandbox/support/bank-client';
import { useChromium, watch } from './support/chromium';

jest.setTimeout(90_000);

/**
 * Issue 39: the API reference (Swagger UI from npm, served by the sandbox) opens in a real
 * Chromium under the sandbox's CSP, with no console error and no request leaving the sandbox.
 */
const started = useSandbox({});
const chromium = useChromium();

it.each(['/sandbox/reference/', '/portal/apis/reference/'])(
  '%s shows every operation from this origin only',
  async (path) => {
    const context = await chromium.browser.newContext();
    try {
      const page = await context.newPage();
      const watched = await watch(page);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(`${started.url}/`) && !request.url().startsWith('data:'))
          elsewhere.push(request.url());
      });
      await page.goto(`${started.url}${path}`);
      await page.locator('.opblock').first().waitFor({ timeout: 60_000 });
      const operations = await page.locator('.opblock').count();
      const document = (await (await fetch(`${started.url}${path}document.json`)).json()) as {
        paths: Record<string, object>;
      };
      const documented = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
      expect(operations).toBe(documented);
      // Opening one operation shows its answers and their codes.
      await page.locator('.opblock-summary').filter({ hasText: 'PUT' }).filter({ hasText: 'permanent-limits' }).click();
      await page.getByText('MESSAGE_BAI540_1002', { exact: false }).first().waitFor({ timeout: 30_000 });
      expect({ errors: watched.errors, csp: watched.cspViolations, elsewhere }).toEqual({
        errors: [],
        csp: [],
        elsewhere: [],
      });
    } finally {
      await context.close();
    }
  },
);
