import { LANGUAGES } from '../../domain/index';
import { LAST_CHECKED } from '../../sandbox/portal/pages/accessibility-page';
import { env, useSandbox } from './support/bank-client';
import { pageClient } from './support/page-client';

const accessibility = env.portal.accessibility!.private;

describe('the portal’s accessibility statement (European Accessibility Act)', () => {
  const started = useSandbox({});
  const { accessibility: _none, ...portalWithout } = env.portal;
  const without = useSandbox({ environment: { ...env, portal: portalWithout } });

  it.each(LANGUAGES)(
    'says in %s which standard, how it is checked, what does not conform, when it was last checked and how to report a problem',
    async (language) => {
      const page = await pageClient(started.url).get(accessibility[language]);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(
        language === 'nl'
          ? '<h1>Toegankelijkheidsverklaring betaalpassen</h1>'
          : '<h1>Accessibility statement debit cards</h1>',
      );
      expect(page.text).toContain('WCAG 2.2');
      expect(page.text).toContain('EN 301 549');
      expect(page.text).toMatch(/1280 pixels.*375 pixels/);
      expect(page.text).toContain(language === 'nl' ? 'kop van niveau 6' : 'level 6 heading');
      expect(page.text).toContain(LAST_CHECKED[language]);
      expect(page.text).toContain(`href="${env.portal.help.private[language]}"`);
      // The language switch leads to the same page in the other language.
      expect(page.text).toContain(accessibility[language === 'nl' ? 'en' : 'nl']);
    },
  );

  it('is not served where the Environment names no statement', async () => {
    expect((await pageClient(without.url).get(accessibility.nl)).status).toBe(404);
  });
});
