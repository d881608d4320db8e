import { cardsPath, codeOf, login, reset, storeVariants, useSandbox } from '../sandbox/support/bank-client';

// The card's change history (issue 16) says what a customer did with a card and when: only the
// customer who may open the card reads it. Anyone else gets SUBJECT_NOT_ALLOWED and nothing of
// it, whichever page they ask for; without a session or a running authorisation, 401 — the
// same guard as every other card call.

const historyOf = (card: string, query = '') => `${cardsPath}/${card}/history${query}`;

describe.each(storeVariants())('the card history of another customer’s card, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({ store, now: () => Date.now() + clockOffset });

  beforeEach(async () => {
    clockOffset = 0;
    await reset(started.url);
  });

  /** Sanne's own pages, as she reads them: the targets, and what must not leak. */
  async function victimPages() {
    const sanne = await login(started.url, 'sanne');
    await sanne.send('POST', `${cardsPath}/sanne-travel/suspension`);
    const main = await sanne.get(historyOf('sanne-dmc', '?limit=50'));
    const travel = await sanne.get(historyOf('sanne-travel'));
    expect([main.status, travel.status]).toEqual([200, 200]);
    expect(main.body.changes.length).toBeGreaterThan(5);
    expect(travel.body.changes).toHaveLength(1);
    const someEntry = main.body.changes[3].id as string;
    return {
      paths: [
        historyOf('sanne-dmc'),
        historyOf('sanne-dmc', `?startingAfter=${someEntry}`),
        historyOf('sanne-dmc', '?limit=50'),
        historyOf('sanne-travel'),
      ],
      occurredAts: [...main.body.changes, ...travel.body.changes].map(
        (entry: { occurredAt: string }) => entry.occurredAt,
      ),
    };
  }

  it.each([
    ['pieter', 'another private customer'],
    ['vandenberg', 'a business customer'],
    ['daan', 'the partner who may list sanne-travel but not open it'],
  ])('answers %s (%s) 403 SUBJECT_NOT_ALLOWED on every page, with nothing of the history', async (attacker) => {
    const { paths, occurredAts } = await victimPages();
    const intruder = await login(started.url, attacker);
    for (const path of paths) {
      const answer = await intruder.get(path);
      const text = JSON.stringify(answer.body);
      expect({ path, status: answer.status, code: codeOf(answer.body) }).toEqual({
        path,
        status: 403,
        code: 'SUBJECT_NOT_ALLOWED',
      });
      expect({
        path,
        leaked: occurredAts.filter((at) => text.includes(at)),
        changes: text.includes('changes'),
      }).toEqual({ path, leaked: [], changes: false });
    }
  });

  it('does not open a card the customer may list but not open, even her own partner’s', async () => {
    const sanne = await login(started.url, 'sanne');
    const answer = await sanne.get(historyOf('daan-joint'));
    expect([answer.status, codeOf(answer.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
  });

  it('checks whose card it is before the query: another customer’s card with a malformed startingAfter or limit is 403 (issue 37)', async () => {
    const pieter = await login(started.url, 'pieter');
    for (const query of ['?startingAfter=abc', '?startingAfter=0', '?limit=0', '?limit=x&startingAfter=-1']) {
      const answer = await pieter.get(historyOf('sanne-dmc', query));
      expect({ query, status: answer.status, code: codeOf(answer.body) }).toEqual({
        query,
        status: 403,
        code: 'SUBJECT_NOT_ALLOWED',
      });
    }
    // On her own card the same query is what is wrong with it.
    const sanne = await login(started.url, 'sanne');
    const own = await sanne.get(historyOf('sanne-dmc', '?startingAfter=abc'));
    expect([own.status, codeOf(own.body)]).toEqual([400, 'REQUEST_INVALID']);
  });

  it('needs a session, and a running authorisation, like every card call', async () => {
    const anonymous = await fetch(`${started.url}${historyOf('sanne-dmc')}`, {
      headers: { accept: 'application/json' },
    });
    expect([anonymous.status, codeOf(await anonymous.json())]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
    const sanne = await login(started.url, 'sanne');
    // Past the authorisation session (300 s), within the portal session (900 s).
    clockOffset = 301_000;
    for (const path of [historyOf('sanne-dmc'), `${cardsPath}/sanne-dmc`]) {
      const answer = await sanne.get(path);
      expect({ path, status: answer.status, code: codeOf(answer.body) }).toEqual({
        path,
        status: 401,
        code: 'SUBJECT_UNAUTHENTICATED',
      });
    }
  });
});
