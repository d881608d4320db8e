import { codeOf, login, reset, storeVariants, useSandbox } from '../sandbox/support/bank-client';
import { victimAttacks, victimSecrets, victimState } from './support/victim';

// Section 7: every call on a card or sign item checks who asks. Another customer (private or
// business), and the partner who may list the card but not open it, get SUBJECT_NOT_ALLOWED and
// nothing else: no detail of the card in the answer, and nothing changed in the bank.

describe.each(storeVariants())('another customer’s card and sign item, on $name', ({ store }) => {
  const started = useSandbox({ store });

  describe.each([
    ['pieter', 'another private customer'],
    ['vandenberg', 'a business customer'],
    ['daan', 'the partner who may list the card but not open it'],
  ])('asked by %s (%s)', (attacker) => {
    it('answers every call with 403 SUBJECT_NOT_ALLOWED alone, leaks nothing and changes nothing', async () => {
      await reset(started.url);
      const { victim, attacks } = await victimAttacks(started.url);
      const before = await victimState(started.url, victim);
      const secrets = victimSecrets(before);
      expect(secrets.length).toBeGreaterThanOrEqual(5);
      const intruder = await login(started.url, attacker);
      for (const attack of attacks) {
        const answer = await intruder.send(attack.method, attack.path, {
          ...(attack.body === undefined ? {} : { body: attack.body }),
          ...(attack.headers ? { headers: attack.headers } : {}),
        });
        // Without the trace id: it is this request's own (a random UUID), in which a secret of four
        // digits turns up now and then by chance (CI once found "7730"): no leak, a flaky test.
        const text = JSON.stringify(answer.body, (key, value: unknown) => (key === 'traceId' ? undefined : value));
        expect({ attack: attack.name, status: answer.status, code: codeOf(answer.body) }).toEqual({
          attack: attack.name,
          status: 403,
          code: 'SUBJECT_NOT_ALLOWED',
        });
        expect({ attack: attack.name, leaked: secrets.filter((secret) => text.includes(secret)) }).toEqual({
          attack: attack.name,
          leaked: [],
        });
      }
      expect(await victimState(started.url, victim)).toEqual(before);
    }, 60_000);
  });

  it('the same calls by the victim herself are accepted, so the table above aims at real targets', async () => {
    await reset(started.url);
    const { victim, attacks } = await victimAttacks(started.url);
    const reads = attacks.filter((attack) => attack.method === 'GET');
    for (const attack of reads) {
      const answer = await victim.send('GET', attack.path, attack.headers ? { headers: attack.headers } : {});
      expect({ attack: attack.name, status: answer.status }).toEqual({ attack: attack.name, status: 200 });
    }
    // One write per API, each on a fresh bank: the bodies are ones the bank takes from the owner.
    for (const name of [
      'block',
      'reissue',
      'default region',
      'temporary region',
      'temporary region deletion',
      'permanent limit',
      'temporary limit',
      'temporary limit change',
      'temporary limit deletion',
    ]) {
      await reset(started.url);
      const fresh = await victimAttacks(started.url);
      const attack = fresh.attacks.find((candidate) => candidate.name === name)!;
      const answer = await fresh.victim.send(
        attack.method,
        attack.path,
        attack.body === undefined ? {} : { body: attack.body },
      );
      expect({ attack: name, ok: answer.status >= 200 && answer.status < 300 }).toEqual({ attack: name, ok: true });
    }
  }, 120_000);
});
