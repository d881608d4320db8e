import { LOAD_CUSTOMERS, type Cluster } from '../support/cluster';
import { balancer, loadWorker, lostOrHalfApplied, type Entry } from '../support/load';

const sleep = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

/** Load before the kill: this many acknowledged answers from the process to be killed, and at least MIN_BEFORE_MS. */
const ACKNOWLEDGED_BY_VICTIM = 30;
const MIN_BEFORE_MS = 1500;
/** Load after it: every worker must get this many answers from the survivors. */
const ANSWERS_AFTER = 10;
const MAX_LOAD_MS = 30_000;

export function killCases(cluster: Cluster): void {
  describe('one process killed with SIGKILL in the middle of a load of changes', () => {
    it('the others serve on, every session with them, and nothing acknowledged is lost or half-applied', async () => {
      const victim = cluster.processes[2]!;
      const survivors = cluster.processes.filter((each) => each !== victim);
      const log: Entry[] = [];
      const front = balancer(cluster.processes);
      let running = true;
      const started = Date.now();
      const workers = Array.from({ length: LOAD_CUSTOMERS }, (_, index) =>
        loadWorker(index + 1, cluster.processes, front, log, () => running),
      );
      const until = async (done: () => boolean) => {
        while (!done() && Date.now() - started < MAX_LOAD_MS) await sleep(20);
      };

      await until(
        () =>
          Date.now() - started >= MIN_BEFORE_MS &&
          log.filter((entry) => entry.process === victim.name && entry.status === 200).length >= ACKNOWLEDGED_BY_VICTIM,
      );
      // Mid-load: while the victim has requests in hand.
      await until(() => front.inFlightAt(victim) > 0);
      await victim.kill();
      const killedAt = Date.now();
      const after = (entry: Entry) => entry.at > killedAt && entry.status !== 'uncertain';
      const cards = [...new Set(log.map((entry) => entry.card))];
      await until(() =>
        cards.every((card) => log.filter((entry) => entry.card === card && after(entry)).length >= ANSWERS_AFTER),
      );
      running = false;
      await Promise.all(workers);

      expect(cards).toHaveLength(LOAD_CUSTOMERS);
      expect(front.cut()).toBeGreaterThan(0);
      expect(
        log.filter((entry) => entry.process === victim.name && entry.status === 200).length,
      ).toBeGreaterThanOrEqual(ACKNOWLEDGED_BY_VICTIM);
      // Every card (and so every session, a third of them started on the victim) is served on after the kill, without a failure.
      for (const card of cards)
        expect(log.filter((entry) => entry.card === card && after(entry)).length).toBeGreaterThanOrEqual(ANSWERS_AFTER);
      expect(
        log.filter((entry) => entry.status === 401 || (typeof entry.status === 'number' && entry.status >= 500)),
      ).toEqual([]);
      expect(
        log.filter(
          (entry) =>
            entry.at > killedAt && entry.status === 200 && !survivors.some((each) => each.name === entry.process),
        ),
      ).toEqual([]);
      expect(await lostOrHalfApplied(cluster.db, log)).toEqual({
        'every acknowledged limit change has its sign item': [],
        'every acknowledged signature is SIGNED': [],
        'every card shows its last signed change, the last acknowledged one or one in flight after it': [],
        'a card has at most one change waiting': [],
        'every card has the default region last acknowledged (or one in flight after it)': [],
      });
    }, 60_000);
  });
}
