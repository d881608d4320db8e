import type pg from 'pg';
import { loadCardId, loadCustomerId } from '../../../sandbox/seed/load-customers';
import { cardsPath, limitsPath, signingPath } from '../../sandbox/support/bank-client';
import type { SandboxProcess } from './cluster';
import { signedIn, type Answer, type SendOptions, type Visitor } from './visitor';

/** A load customer's seeded POS limit (seed/load-customers.ts). */
const SEED_POS = 2500;

type Region = 'EUR' | 'WORLD';
const other = (region: Region): Region => (region === 'EUR' ? 'WORLD' : 'EUR');

/** One answer of the load, or `uncertain` when the process died under the request. */
export type Entry = {
  readonly card: string;
  readonly kind: 'limit' | 'signed' | 'region';
  readonly process: string;
  readonly at: number;
  readonly status: number | 'uncertain';
  readonly tpsId?: string;
  readonly value?: number;
  readonly region?: Region;
};

/**
 * The balancer in front: each request to the next process in turn, leaving out a process once
 * it stopped answering (a real balancer's health check does the same, only slower). It counts
 * the requests each process has in hand, and those a dying process cut off midway.
 */
export function balancer(processes: readonly SandboxProcess[]) {
  const down = new Set<SandboxProcess>();
  const inFlight = new Map<SandboxProcess, number>();
  let next = 0;
  let cut = 0;
  return {
    inFlightAt: (at: SandboxProcess) => inFlight.get(at) ?? 0,
    /** Requests that reached a process and lost their answer with it (not merely refused). */
    cut: () => cut,
    async call(
      client: Visitor,
      method: string,
      path: string,
      options?: SendOptions,
    ): Promise<{ at: SandboxProcess; answer: Answer | undefined }> {
      const live = processes.filter((each) => !down.has(each));
      const at = live[next++ % live.length]!;
      inFlight.set(at, (inFlight.get(at) ?? 0) + 1);
      try {
        return { at, answer: await client.send(at, method, path, options) };
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') cut += 1;
        down.add(at);
        return { at, answer: undefined };
      } finally {
        inFlight.set(at, inFlight.get(at)! - 1);
      }
    },
  };
}

type Balancer = ReturnType<typeof balancer>;

/**
 * One load customer's card changed over and over, one request at a time: a limit change, its
 * signature, the default region. Every answer is logged; `running()` false ends it.
 */
export async function loadWorker(
  index: number,
  processes: readonly SandboxProcess[],
  front: Balancer,
  log: Entry[],
  running: () => boolean,
): Promise<void> {
  const customer = loadCustomerId(index);
  const card = loadCardId(index);
  // Signed in on the processes in turn: some sessions start on the one that will be killed.
  const client = await signedIn(processes[index % processes.length]!, customer);
  const record = (
    kind: Entry['kind'],
    sent: { at: SandboxProcess; answer: Answer | undefined },
    extra: Partial<Entry>,
  ) =>
    log.push({
      card,
      kind,
      process: sent.at.name,
      at: Date.now(),
      status: sent.answer?.status ?? 'uncertain',
      ...extra,
    });
  let value = SEED_POS;
  let region: Region = 'EUR';
  while (running()) {
    value = value === SEED_POS ? SEED_POS + 100 + index : SEED_POS;
    const change = await front.call(client, 'PUT', `${limitsPath}/${card}/permanent-limits/POS`, {
      body: { limitValue: value },
    });
    record('limit', change, { tpsId: change.answer?.body?.id?.tpsId, value });
    // After a change whose answer was lost, the one waiting is signed instead.
    const pending = await front.call(client, 'GET', `/sandbox/sign-items?customer=${customer}`);
    const item = pending.answer?.status === 200 ? pending.answer.body.signItems[0] : undefined;
    if (item) {
      const signed = await front.call(client, 'POST', `${signingPath}/${item.signItemId}/signature`, {
        body: { code: item.code },
      });
      record('signed', signed, { tpsId: item.signItemId, value: item.change.newValue });
    }
    const patched = await front.call(client, 'PATCH', `${cardsPath}/${card}/geo-profile`, {
      body: { defaultGeoProfile: other(region) },
    });
    record('region', patched, { region: other(region) });
    if (patched.answer?.status === 200) region = other(region);
    if ([change, pending, patched].some((sent) => sent.answer === undefined)) {
      // Whatever landed of a request the dead process had: read the card back rather than guess.
      const read = await front.call(
        client,
        'GET',
        `${cardsPath}/${card}?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true`,
      );
      if (read.answer?.status === 200) {
        value = read.answer.body.limits.find(
          (limit: { limitType: string }) => limit.limitType === 'POS',
        ).defaultLimitValue;
        region = read.answer.body.geoProfile.defaultGeoProfile;
      }
    }
  }
}

const acknowledged = (log: readonly Entry[], kind: Entry['kind']) =>
  log.filter((entry) => entry.kind === kind && entry.status === 200);

/** Every check of the store after the load, by name: the problems found (an empty list passes). */
export async function lostOrHalfApplied(db: pg.Pool, log: readonly Entry[]): Promise<Record<string, string[]>> {
  const items = new Map(
    (await db.query<{ tps_id: string; status: string }>('SELECT tps_id, status FROM sign_items')).rows.map((row) => [
      row.tps_id,
      row.status,
    ]),
  );
  const limits = await db.query<{
    payment_instrument_id: string;
    default_value: number;
    last_signed: string | null;
    last_value: number | null;
  }>(
    `SELECT l.payment_instrument_id, l.default_value::float8 AS default_value, s.tps_id AS last_signed, s.new_value::float8 AS last_value
       FROM limits l LEFT JOIN LATERAL (
         SELECT tps_id, new_value FROM sign_items i WHERE i.payment_instrument_id = l.payment_instrument_id AND i.status = 'SIGNED' AND i.limit_type = 'POS'
          ORDER BY decided_at DESC LIMIT 1) s ON true
      WHERE l.limit_type = 'POS' AND l.payment_instrument_id LIKE 'load-%'`,
  );
  const regions = await db.query<{ payment_instrument_id: string; default_geo_profile: Region }>(
    `SELECT payment_instrument_id, default_geo_profile FROM cards WHERE payment_instrument_id LIKE 'load-%'`,
  );
  const waiting = await db.query<{ payment_instrument_id: string }>(
    `SELECT payment_instrument_id FROM sign_items WHERE status = 'PENDING' GROUP BY payment_instrument_id HAVING count(*) > 1`,
  );

  /** The last acknowledged entry of a card, and what was still in flight after it. */
  const possible = <T>(card: string, kind: Entry['kind'], pick: (entry: Entry) => T, seed: T): Set<T> => {
    const entries = log.filter((entry) => entry.card === card && entry.kind === kind);
    const last = entries.findLastIndex((entry) => entry.status === 200);
    return new Set([
      last < 0 ? seed : pick(entries[last]!),
      ...entries
        .slice(last + 1)
        .filter((entry) => entry.status === 'uncertain')
        .map(pick),
    ]);
  };
  return {
    'every acknowledged limit change has its sign item': acknowledged(log, 'limit')
      .filter((entry) => !items.has(entry.tpsId!))
      .map((entry) => entry.tpsId!),
    'every acknowledged signature is SIGNED': acknowledged(log, 'signed')
      .filter((entry) => items.get(entry.tpsId!) !== 'SIGNED')
      .map((entry) => `${entry.tpsId}: ${items.get(entry.tpsId!)}`),
    'every card shows its last signed change, the last acknowledged one or one in flight after it': limits.rows
      .filter(
        (row) =>
          row.default_value !== (row.last_value ?? SEED_POS) ||
          !possible(row.payment_instrument_id, 'signed', (entry) => entry.tpsId ?? null, null as string | null).has(
            row.last_signed,
          ),
      )
      .map((row) => `${row.payment_instrument_id}: ${row.default_value} (last signed ${row.last_signed})`),
    'a card has at most one change waiting': waiting.rows.map((row) => row.payment_instrument_id),
    'every card has the default region last acknowledged (or one in flight after it)': regions.rows
      .filter(
        (row) =>
          !possible(row.payment_instrument_id, 'region', (entry) => entry.region!, 'EUR' as Region).has(
            row.default_geo_profile,
          ),
      )
      .map((row) => `${row.payment_instrument_id}: ${row.default_geo_profile}`),
  };
}
