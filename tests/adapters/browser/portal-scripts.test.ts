/** @jest-environment jsdom */
import { ok } from '../../../domain/index';
import { PortalScriptLoader } from '../../../adapters/browser/portal-script-loader';
import { PortalScripts } from '../../../adapters/browser/portal-scripts';
import { PortalSigning, signingElementName } from '../../../adapters/browser/portal-signing';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';

const scriptFor = (path: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${path}"]`);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('PortalScriptLoader', () => {
  it('inserts one script per path and answers when it loads', async () => {
    const loader = new PortalScriptLoader(document, 1000);
    const first = loader.load('/portal/resources/demobank/header/v2/header.js');
    const second = loader.load('/portal/resources/demobank/header/v2/header.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    scriptFor('/portal/resources/demobank/header/v2/header.js')!.dispatchEvent(new Event('load'));
    expect(await first).toEqual(ok(undefined));
    expect(await second).toEqual(ok(undefined));
  });

  it('gives up on a script that does not load in time, and may try again later', async () => {
    const loader = new PortalScriptLoader(document, 20);
    const result = await loader.load('/portal/slow.js', 'module');
    expect(!result.ok && result.error.code).toBe('REQUEST_TIMEOUT');
    expect(scriptFor('/portal/slow.js')).toBeNull();
    void loader.load('/portal/slow.js', 'module');
    expect(scriptFor('/portal/slow.js')?.type).toBe('module');
  });

  it('answers NETWORK_UNAVAILABLE when the script fails', async () => {
    const loader = new PortalScriptLoader(document, 1000);
    const loading = loader.load('/portal/broken.js');
    scriptFor('/portal/broken.js')!.dispatchEvent(new Event('error'));
    const result = await loading;
    expect(!result.ok && result.error.code).toBe('NETWORK_UNAVAILABLE');
  });

  it.each(['https://evil.example/x.js', '//evil.example/x.js', 'javascript:alert(1)', ''])(
    'refuses %j',
    async (path) => {
      const result = await new PortalScriptLoader(document, 1000).load(path);
      expect(!result.ok && result.error.code).toBe('REQUEST_INVALID');
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
    },
  );
});

describe('PortalSigning', () => {
  const loaded = { load: async () => ok(undefined) };
  const signing = () => new PortalSigning(loaded, document, { script: '/portal/signing.js', brandAbbreviation: 'dmb' });

  it.each([
    ['signing-success', 'signed'],
    ['signing-send-later', 'sentLater'],
  ])('shows the widget with the items and sign later, and answers %s as %s', async (event, outcome) => {
    const host = document.createElement('div');
    document.body.append(host);
    const opening = signing().open({ host, items: [{ adapterId: 'src', signItemId: 'tps' }], signLater: true });
    await Promise.resolve();
    await Promise.resolve();
    const widget = host.querySelector(signingElementName('dmb')) as HTMLElement & { items: unknown };
    expect(widget.items).toEqual([{ adapterId: 'src', signItemId: 'tps' }]);
    expect(widget.hasAttribute('sign-later')).toBe(true);
    widget.dispatchEvent(new CustomEvent(event, { bubbles: true }));
    expect(await opening).toEqual(ok(outcome));
    expect(host.children).toHaveLength(0);
  });

  it('is cancelled when the customer leaves the page', async () => {
    const host = document.createElement('div');
    const leaving = new AbortController();
    const opening = signing().open({ host, items: [], signLater: true, signal: leaving.signal });
    await Promise.resolve();
    await Promise.resolve();
    leaving.abort();
    const result = await opening;
    expect(!result.ok && result.error.code).toBe('REQUEST_ABORTED');
  });

  it('passes a failed script load on', async () => {
    const failing = new PortalSigning(new PortalScriptLoader(document, 10), document, {
      script: '/portal/signing.js',
      brandAbbreviation: 'dmb',
    });
    const result = await failing.open({ host: document.createElement('div'), items: [], signLater: true });
    expect(!result.ok && result.error.code).toBe('REQUEST_TIMEOUT');
  });
});

describe('PortalScripts', () => {
  it('loads the header and footer as classic scripts and the chat client as a module (section 2.2)', async () => {
    const asked: [string, string | undefined][] = [];
    const loader = {
      load: async (path: string, kind?: 'classic' | 'module') => (asked.push([path, kind]), ok(undefined)),
    };
    const portal = new PortalScripts(loader, DEFAULT_ENVIRONMENT.portal);
    for (const part of ['header', 'footer', 'chat'] as const) expect(await portal.load(part)).toEqual(ok(undefined));
    expect(asked).toEqual([
      ['/portal/resources/demobank/header/v2/header.js', 'classic'],
      ['/portal/resources/demobank/footer/v3/footer.js', 'classic'],
      ['/portal/resources/demobank/chat-client/v2/chat-client.module.js', 'module'],
    ]);
  });
});
