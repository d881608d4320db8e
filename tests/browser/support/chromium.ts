import chromium from '@sparticuz/chromium';
import { readFileSync } from 'node:fs';
import { chromium as playwright, type Browser, type Page } from 'playwright-core';

/** TOOLCHAIN.md: no outside network here, so Chromium must not try to reach it. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium (the one in @sparticuz/chromium) kept off the outside network. */
export async function launchChromium(): Promise<Browser> {
  return playwright.launch({ executablePath: await chromium.executablePath(), args: ARGS });
}

/** One launchChromium for a test file: launched before its tests, closed after. */
export function useChromium(): { browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

export type PageWatch = { readonly cspViolations: string[]; readonly errors: string[] };

/**
 * Records what a strict page must never do: Content-Security-Policy violations (an inline
 * script or style would be one) and uncaught errors or console errors.
 */
export async function watch(page: Page): Promise<PageWatch> {
  const recorded: PageWatch = { cspViolations: [], errors: [] };
  await page.exposeFunction('__reportCsp', (text: string) => recorded.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp(text: string): void }).__reportCsp(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('pageerror', (error) => recorded.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') recorded.errors.push(message.text());
  });
  return recorded;
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeOptions = {
  /** Rule ids to leave out; each caller says why (an app screen: see app-session's appAxeViolations). */
  readonly disabledRules?: readonly string[];
};

/** axe-core's WCAG 2.2 A/AA rules and best practice on the page as it is now (shadow roots included); the violations' ids and targets. */
export async function axeViolations(page: Page, { disabledRules = [] }: AxeOptions = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; once per document.
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (disabled) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
  }, disabledRules);
}
