import { cardOf, cardsPath, login } from '../sandbox/support/bank-client';
import { CLEAN_SCREEN, screenReport, shownText, useApp, VIEWPORTS, type Language } from './support/app-session';
import { focused } from './support/focus';

jest.setTimeout(120_000);

/**
 * Issue 33, item 3, in a real Chromium against the sandbox: after a replacement the old card
 * says which card replaced it, on which day and why — for a lost, a stolen and a defective card,
 * in Dutch and English, on a desktop and a phone — with nothing that sends the customer to the
 * bank, and its button leads to the new card.
 */
const app = useApp();

const CASES = [
  { reason: 'LOST', card: 'sanne-dmc', nl: 'kwijt', en: 'lost', blocked: true },
  { reason: 'STOLEN', card: 'sanne-maestro', nl: 'gestolen', en: 'stolen', blocked: true },
  {
    reason: 'DEFECT',
    card: 'sanne-travel',
    nl: 'werkte niet goed meer',
    en: 'no longer worked properly',
    blocked: false,
  },
] as const;

const SAYS = {
  nl: {
    heading: 'Vervangen',
    text: (pass: string, date: string, reason: string) =>
      `Deze pas is op ${date} vervangen door betaalpas ${pass} (${reason}).`,
    blocked: 'Deze pas is geblokkeerd: niemand kan er nog mee betalen of geld opnemen.',
    usable: 'Tot je de nieuwe pas activeert, kun je met deze pas nog betalen en geld opnemen.',
    link: (pass: string) => `Naar betaalpas ${pass}`,
    newStatus: 'Niet actief',
    bank: /neem contact|Vervang dan de pas/i,
  },
  en: {
    heading: 'Replaced',
    text: (pass: string, date: string, reason: string) =>
      `This card was replaced by debit card ${pass} on ${date} (${reason}).`,
    blocked: 'This card is blocked: nobody can pay or withdraw cash with it any more.',
    usable: 'Until you activate the new card, you can still pay and withdraw cash with this one.',
    link: (pass: string) => `Go to debit card ${pass}`,
    newStatus: 'Inactive',
    bank: /contact us|Then replace the card/i,
  },
} as const;

/** Replaces the card at the bank, as the replace screen would; answers the new card's pass number and the day. */
async function replace(card: string, reason: string): Promise<{ pass: string; date: string }> {
  const sanne = await login(app.url, 'sanne');
  const old = await cardOf(sanne, card);
  const answer = await sanne.send('POST', `${cardsPath}/${card}/reissue`, {
    body: { paymentInstrumentUsageId: old.paymentInstrumentUsageId, reason },
  });
  expect(answer.status).toBe(201);
  const { cardSequenceNumber, replacedOn } = (await cardOf(sanne, card)).lifeCycle.replacedBy;
  const [year, month, day] = (replacedOn as string).split('-');
  return { pass: cardSequenceNumber, date: `${day}-${month}-${year}` };
}

describe.each(CASES)('a card replaced as $reason', ({ reason, card, blocked, ...reasons }) => {
  it.each([
    ['nl', 'desktop'],
    ['en', 'mobile'],
    ['en', 'desktop'],
    ['nl', 'mobile'],
  ] as const)('says so, in %s on a %s, and leads to the new card', async (language: Language, viewport) => {
    const { pass, date } = await replace(card, reason);
    const says = SAYS[language];
    const { page, watched } = await app.open({ language, viewport: VIEWPORTS[viewport], card: undefined });
    await page.locator('#card-picker').selectOption(card);
    const panel = page.locator('.status-panel');
    await page.getByRole('heading', { level: 2, name: says.heading, exact: true }).waitFor();
    expect(await shownText(panel)).toBe(
      [
        says.heading,
        says.text(pass, date, reasons[language]),
        blocked ? says.blocked : says.usable,
        says.link(pass),
      ].join(' '),
    );
    expect(await shownText(page.locator('.overview'))).not.toMatch(says.bank);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);

    await page.getByRole('button', { name: says.link(pass), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: says.newStatus, exact: true }).waitFor();
    expect(await focused(page)).toBe(`h2 "${says.newStatus}"`);
    expect(await page.locator('#card-picker option:checked').innerText()).toContain(pass);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});
