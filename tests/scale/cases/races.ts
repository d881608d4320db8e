import { cardsPath, codeOf, env, limitsPath, signingPath } from '../../sandbox/support/bank-client';
import { formTokenOf } from '../../sandbox/support/page-client';
import type { Cluster } from '../support/cluster';
import { signedIn, spread, visitor, type Answer } from '../support/visitor';

/** Requests of one race, spread over the three processes. */
const RACERS = 12;
/** startSandbox's defaults: wrong codes before a sign item locks; sign-ins per client address per minute. */
const SIGNING_ATTEMPTS = 3;
const SIGN_IN_ATTEMPTS = 30;

const outcomes = (answers: readonly Answer[]) =>
  answers.map((answer) => `${answer.status} ${codeOf(answer.body) ?? ''}`.trim()).sort();
const times = (count: number, outcome: string) => Array.from({ length: count }, () => outcome);

export function raceCases(cluster: Cluster): void {
  /** How many wrong codes the store counted against a sign item. */
  const wrongCodesCounted = async (tpsId: string) =>
    (
      await cluster.db.query<{ failed_attempts: number; status: string }>(
        'SELECT failed_attempts, status FROM sign_items WHERE tps_id = $1',
        [tpsId],
      )
    ).rows[0];

  describe('racing requests sent to different processes keep every guarantee of one', () => {
    it('identical temporary regions: one is accepted, the others overlap it', async () => {
      const sanne = await signedIn(cluster.processes[0]!, 'sanne');
      const body = { geoProfile: 'WORLD', startDate: '2027-03-02', endDate: '2027-03-04' };
      const answers = await spread(cluster.processes, RACERS, (at) =>
        sanne.send(at, 'POST', `${cardsPath}/sanne-dmc/temporary-geo-profiles`, { body }),
      );
      expect(outcomes(answers)).toEqual(['201', ...times(RACERS - 1, '409 TEMPORARY_GEO_PROFILE_OVERLAPS')]);
      for (const at of cluster.processes)
        expect(
          (await sanne.get(at, `${cardsPath}/sanne-dmc?includeGeoProfile=true`)).body.geoProfile.temporaryGeoProfiles,
        ).toHaveLength(1);
    });

    it('overlapping temporary regions of different periods: never two that overlap in the store', async () => {
      const jeroen = await signedIn(cluster.processes[1]!, 'vandenberg');
      const answers = await spread(cluster.processes, RACERS, (at, index) =>
        jeroen.send(at, 'POST', `${cardsPath}/bakery-fatma/temporary-geo-profiles`, {
          body: {
            geoProfile: 'WORLD',
            startDate: `2027-03-0${2 + (index % 3)}`,
            endDate: `2027-03-0${4 + (index % 2)}`,
          },
        }),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const overlaps = await cluster.db.query(
        `SELECT 1 FROM temporary_geo_profiles x JOIN temporary_geo_profiles y ON x.payment_instrument_id = y.payment_instrument_id
            AND x.temporary_geo_profile_id < y.temporary_geo_profile_id AND daterange(x.start_date, x.end_date, '[]') && daterange(y.start_date, y.end_date, '[]')`,
      );
      expect(overlaps.rowCount).toBe(0);
    });

    it('racing limit changes on one card: one becomes the pending change, with its sign item, on every process', async () => {
      const sanne = await signedIn(cluster.processes[2]!, 'sanne');
      const answers = await spread(cluster.processes, RACERS, (at, index) =>
        index % 2 === 0
          ? sanne.send(at, 'PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
              body: { limitValue: 3000 + index },
            })
          : sanne.send(at, 'POST', `${limitsPath}/sanne-dmc/temporary-limits`, {
              body: { limitType: 'ATM', limitValue: 900 + index, startDate: '2027-03-02', endDate: '2027-03-03' },
            }),
      );
      const accepted = answers.filter((answer) => answer.status === 200 || answer.status === 201);
      expect(accepted).toHaveLength(1);
      expect(outcomes(answers.filter((answer) => !accepted.includes(answer)))).toEqual(
        times(RACERS - 1, '409 MESSAGE_BAI540_1003'),
      );
      const { tpsId } = accepted[0]!.body.id;
      const pending = await cluster.db.query<{ tps_id: string }>(
        `SELECT tps_id FROM sign_items WHERE payment_instrument_id = 'sanne-dmc' AND status = 'PENDING'`,
      );
      expect(pending.rows.map((row) => row.tps_id)).toEqual([tpsId]);
      for (const at of cluster.processes) {
        const limits = (await sanne.get(at, `${cardsPath}/sanne-dmc?includeLimits=true`)).body.limits;
        expect(
          limits.flatMap((limit: { limitChangeRequest: { tpsId: string } | null }) =>
            limit.limitChangeRequest ? [limit.limitChangeRequest.tpsId] : [],
          ),
        ).toEqual([tpsId]);
      }
    });

    it('racing signatures of one sign item: signed once, applied once', async () => {
      const sanne = await signedIn(cluster.processes[0]!, 'sanne');
      const { tpsId } = (
        await sanne.send(cluster.processes[1]!, 'PUT', `${limitsPath}/sanne-travel/permanent-limits/ATM`, {
          body: { limitValue: 800 },
        })
      ).body.id;
      const { code } = (await sanne.send(cluster.processes[2]!, 'POST', `${signingPath}/${tpsId}/device-code`)).body;
      const answers = await spread(cluster.processes, RACERS, (at) =>
        sanne.send(at, 'POST', `${signingPath}/${tpsId}/signature`, { body: { code } }),
      );
      expect(outcomes(answers)).toEqual(['200', ...times(RACERS - 1, '409 SIGN_ITEM_ALREADY_SIGNED')]);
      const atm = (
        await sanne.get(cluster.processes[1]!, `${cardsPath}/sanne-travel?includeLimits=true`)
      ).body.limits.find((limit: { limitType: string }) => limit.limitType === 'ATM');
      expect([atm.defaultLimitValue, atm.limitChangeRequest]).toEqual([800, null]);
    });

    // Counted per sign item today; should the count move (per customer, across sign items), only
    // `wrongCodesCounted` and the expected outcomes change.
    it('wrong signing codes sent to different processes are each counted once, and lock the item at the limit', async () => {
      const jeroen = await signedIn(cluster.processes[2]!, 'vandenberg');
      const { tpsId } = (
        await jeroen.send(cluster.processes[0]!, 'PUT', `${limitsPath}/bakery-jeroen/permanent-limits/ATM`, {
          body: { limitValue: 1500 },
        })
      ).body.id;
      const { code } = (await jeroen.send(cluster.processes[1]!, 'POST', `${signingPath}/${tpsId}/device-code`)).body;
      const wrong = code === '000000' ? '000001' : '000000';
      const answers = await spread(cluster.processes, 3 * SIGNING_ATTEMPTS, (at) =>
        jeroen.send(at, 'POST', `${signingPath}/${tpsId}/signature`, { body: { code: wrong } }),
      );
      expect(outcomes(answers)).toEqual([
        ...times(SIGNING_ATTEMPTS - 1, '422 SIGNATURE_INVALID'),
        ...times(2 * SIGNING_ATTEMPTS + 1, '423 SIGN_ITEM_LOCKED'),
      ]);
      const attemptsLeft = answers
        .filter((answer) => answer.status === 422)
        .map((answer) => /Attempts left: (\d+)/.exec(answer.body.errors[0].message)?.[1]);
      expect(attemptsLeft.sort()).toEqual(
        Array.from({ length: SIGNING_ATTEMPTS - 1 }, (_, index) => String(index + 1)),
      );
      expect(await wrongCodesCounted(tpsId)).toEqual({ failed_attempts: SIGNING_ATTEMPTS, status: 'LOCKED' });
      const right = await jeroen.send(cluster.processes[0]!, 'POST', `${signingPath}/${tpsId}/signature`, {
        body: { code },
      });
      expect([right.status, codeOf(right.body)]).toEqual([423, 'SIGN_ITEM_LOCKED']);
    });

    it('the sign-in limit of one client address holds across processes, not per process', async () => {
      const guesser = visitor();
      const token = formTokenOf((await guesser.get(cluster.processes[0]!, env.loginPaths.nl)).body);
      const extra = 15;
      const answers = await spread(cluster.processes, SIGN_IN_ATTEMPTS + extra, (at) =>
        guesser.send(at, 'POST', env.loginPaths.nl, { form: { formToken: token, customer: 'emma' } }),
      );
      expect(outcomes(answers)).toEqual([...times(SIGN_IN_ATTEMPTS, '303'), ...times(extra, '429')]);
      // Another client behind the same balancer is not held up by it.
      const other = visitor();
      const otherToken = formTokenOf((await other.get(cluster.processes[1]!, env.loginPaths.nl)).body);
      expect(
        (
          await other.send(cluster.processes[2]!, 'POST', env.loginPaths.nl, {
            form: { formToken: otherToken, customer: 'emma' },
          })
        ).status,
      ).toBe(303);
    });
  });
}
