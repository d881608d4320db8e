import { hashToken } from '../../../sandbox/store/sessions';
import { cardsPath, codeOf, env, limitsPath, signingPath } from '../../sandbox/support/bank-client';
import { formTokenOf } from '../../sandbox/support/page-client';
import type { Cluster } from '../support/cluster';
import { signedIn, visitor, type Visitor } from '../support/visitor';

const SESSION_HEADERS = { 'x-dmb-serviceversion': env.serviceVersion };
const en = env.productPrefixes.en;
const START = `/${en}/apis/user-session/v1/start`;
const CALLBACK = `/${en}/apis/pa/oidc/cb`;
const AMR = `urn:nl:${env.brandAbbreviation}:ciso:authentication:customer:method:msec:session`;
const INCLUDE_ALL = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';
const sessionToken = (client: Visitor) => client.cookies.get(`${env.brandAbbreviation}_session`)!;

export function sharedStateCases(cluster: Cluster): void {
  describe('a customer served by whichever process answers', () => {
    it('a session started on one process is valid on every other, until it is ended on any', async () => {
      const [a, b, c] = cluster.processes as [
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
      ];
      const sanne = await signedIn(a, 'sanne');
      for (const at of [a, b, c]) {
        expect((await sanne.get(at, '/session', SESSION_HEADERS)).body).toEqual(
          expect.objectContaining({ active: true, customer: { name: 'Sanne de Vries' } }),
        );
        expect((await sanne.get(at, `${cardsPath}/`)).status).toBe(200);
      }
      expect((await sanne.send(c, 'DELETE', `/${en}/api/csm/session/v1`)).status).toBe(204);
      for (const at of [a, b]) expect((await sanne.get(at, `${cardsPath}/`)).status).toBe(401);
    });

    it('the XSRF header is demanded by every process, and a form token from one page is good on another', async () => {
      const sanne = await signedIn(cluster.processes[0]!, 'sanne');
      for (const at of cluster.processes) {
        const refused = await sanne.send(at, 'PUT', `${limitsPath}/sanne-dmc/permanent-limits/ECOM`, {
          body: { limitValue: 1600 },
          xsrf: false,
        });
        expect([refused.status, codeOf(refused.body)]).toEqual([403, 'USER_ACTION_FORBIDDEN']);
      }
      const browser = visitor();
      const page = await browser.get(cluster.processes[0]!, env.loginPaths.nl);
      const token = formTokenOf(page.body);
      expect(
        (
          await browser.send(cluster.processes[1]!, 'POST', env.loginPaths.nl, {
            form: { formToken: token.replace(/^./, token[0] === 'a' ? 'b' : 'a'), customer: 'emma' },
          })
        ).status,
      ).toBe(403);
      const signedInThere = await browser.send(cluster.processes[1]!, 'POST', env.loginPaths.nl, {
        form: { formToken: token, customer: 'emma' },
      });
      expect(signedInThere.status).toBe(303);
      expect((await browser.get(cluster.processes[2]!, '/session', SESSION_HEADERS)).body.customer.name).toBe(
        'Emma Visser',
      );
    });

    it('an authorisation session that ran out is renewed across three processes: start on one, authorize on another, callback on the third', async () => {
      const [a, b, c] = cluster.processes as [
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
      ];
      const sanne = await signedIn(a, 'sanne');
      await cluster.db.query('UPDATE sessions SET authorised_until = $2 WHERE token_hash = $1', [
        hashToken(sessionToken(sanne)),
        new Date(Date.now() - 1000).toISOString(),
      ]);
      expect((await sanne.get(b, `${cardsPath}/`)).status).toBe(401);
      const start = await sanne.get(a, START);
      expect(start.status).toBe(401);
      const authorize = new URL(start.body.oidc_authz_url, a.url);
      const authorized = await sanne.send(b, 'POST', `${authorize.pathname}${authorize.search}`, {
        form: { amr_values: AMR },
      });
      expect(authorized.status).toBe(200);
      const callback = `${CALLBACK}?${new URLSearchParams(authorized.body.authorizeResponse)}`;
      expect((await sanne.send(c, 'POST', callback)).body).toEqual(expect.objectContaining({ authorised: true }));
      for (const at of [a, b, c]) expect((await sanne.get(at, `${cardsPath}/`)).status).toBe(200);
      // The code was good for one callback, on whichever process it comes back.
      expect((await sanne.send(a, 'POST', callback)).status).toBe(401);
    });

    it('a handover minted on one process starts a session on another, once', async () => {
      const [a, b, c] = cluster.processes as [
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
      ];
      const phone = visitor();
      const page = await phone.get(a, `/${env.productPrefixes.nl}/mobiele-app/`);
      const minted = await phone.send(a, 'POST', `/${env.productPrefixes.nl}/mobiele-app/`, {
        form: { formToken: formTokenOf(page.body), customer: 'vandenberg' },
      });
      expect(minted.status).toBe(303);
      const query = new URL(minted.location!, a.url).searchParams;
      const handover = {
        sessionId: query.get('a'),
        response: query.get('b'),
        challengeHandle: query.get('c'),
        challengeDeviceDetails: query.get('d'),
        appId: 'SIMPLE_BANKING',
        accessToolUsage: 'SESSIONHANDOVER',
      };
      const app = visitor();
      expect((await app.send(b, 'PUT', '/session/sessionhandoverresponse', { body: handover })).status).toBe(200);
      expect(
        (await app.get(c, `${cardsPath}/`)).body.paymentInstruments.map(
          (card: { paymentInstrumentId: string }) => card.paymentInstrumentId,
        ),
      ).toContain('bakery-jeroen');
      expect((await visitor().send(c, 'PUT', '/session/sessionhandoverresponse', { body: handover })).status).toBe(401);
    });

    it('a change signed through one process shows at once on the others, whatever they had rendered before', async () => {
      const [a, b, c] = cluster.processes as [
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
        (typeof cluster.processes)[0],
      ];
      const pieter = await signedIn(a, 'pieter');
      const ecom = (card: any) => card.limits.find((limit: { limitType: string }) => limit.limitType === 'ECOM');
      const seen = (await pieter.get(b, `${cardsPath}/pieter-private-banking${INCLUDE_ALL}`)).body;
      expect((await pieter.get(c, `${cardsPath}/${INCLUDE_ALL}`)).status).toBe(200);
      const { tpsId } = ecom(seen).limitChangeRequest;
      expect((await pieter.get(c, `${signingPath}/${tpsId}`)).status).toBe(200);
      const { code } = (await pieter.send(b, 'POST', `${signingPath}/${tpsId}/device-code`)).body;
      expect((await pieter.send(a, 'POST', `${signingPath}/${tpsId}/signature`, { body: { code } })).status).toBe(200);
      expect((await pieter.send(c, 'POST', `${cardsPath}/pieter-private-banking/suspension`)).status).toBe(200);
      for (const at of [b, c]) {
        const card = (await pieter.get(at, `${cardsPath}/pieter-private-banking${INCLUDE_ALL}`)).body;
        expect([ecom(card).defaultLimitValue, ecom(card).limitChangeRequest, card.lifeCycle.suspendedBy]).toEqual([
          2500,
          null,
          ['CUSTOMER'],
        ]);
        const listed = (await pieter.get(at, `${cardsPath}/${INCLUDE_ALL}`)).body.paymentInstruments.find(
          (each: { paymentInstrumentId: string }) => each.paymentInstrumentId === 'pieter-private-banking',
        );
        expect([ecom(listed).defaultLimitValue, listed.lifeCycle.suspendedBy]).toEqual([2500, ['CUSTOMER']]);
      }
    });
  });
}
