// `npm run bench:api`'s figures: medians over rounds, the printed tables and the target's verdict.
import { machine, median, round, table } from './stats.mjs';

/** The samples' medians, per store, scenario and connections. */
export function summarise(samples) {
  const groups = new Map();
  for (const sample of samples) {
    const key = `${sample.store}|${sample.scenario}|${sample.connections}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups.values()].map((group) => {
    const [{ store, scenario, connections }] = group;
    return {
      store,
      scenario,
      connections,
      rps: round(median(group.map((sample) => sample.rps))),
      p50: round(median(group.map((sample) => sample.p50)), 1),
      p99: round(median(group.map((sample) => sample.p99)), 1),
      share: round(median(group.map((sample) => sample.share)), 3),
      non2xx: group.reduce((sum, sample) => sum + sample.non2xx, 0),
      errors: group.reduce((sum, sample) => sum + sample.errors + sample.timeouts, 0),
      rounds: group.length,
    };
  });
}

/** Prints the results, the target's verdict and the scale-out comparison; answers the verdict. */
export function printReport(rows, { rounds, targetShare }) {
  console.log(
    `\nSandbox API under load (medians of ${rounds} rounds; share = requests/s as a share of the ceiling's at the same connections)\n`,
  );
  console.log(
    table(
      [
        { key: 'store', title: 'store' },
        { key: 'scenario', title: 'scenario' },
        { key: 'connections', title: 'conns', right: true },
        { key: 'rps', title: 'req/s', right: true },
        { key: 'p50', title: 'p50 ms', right: true },
        { key: 'p99', title: 'p99 ms', right: true },
        { key: 'sharePercent', title: 'of ceiling', right: true },
        { key: 'non2xx', title: 'non-2xx', right: true },
      ],
      rows.map((row) => ({ ...row, sharePercent: `${(row.share * 100).toFixed(1)} %` })),
    ),
  );
  const postgresReads = rows.filter(
    (row) => row.store === 'PostgreSQL' && row.scenario === 'card-list' && row.connections > 1,
  );
  const verdict =
    postgresReads.length === 0
      ? 'not measured (no PostgreSQL)'
      : postgresReads.every((row) => row.share >= targetShare)
        ? 'met'
        : 'NOT met';
  console.log(
    `\nTarget (card list on PostgreSQL at ≥ ${(targetShare * 100).toFixed(0)} % of the ceiling, with more than one connection): ${verdict}`,
  );
  console.log(
    'The write mix counts three requests per signed change: PUT the limit, GET its code (control API), POST the signature.',
  );
  const scaleOut = scaleOutRows(rows);
  if (scaleOut.length > 0) {
    console.log(
      `\nThree sandbox processes on one PostgreSQL schema vs one (same run, same connections; the load generator spreads its connections over the three, so one connection keeps one process busy at a time; all of it on the same ${machine().cpus} cores as PostgreSQL and the load generator)\n`,
    );
    console.log(
      table(
        [
          { key: 'scenario', title: 'scenario' },
          { key: 'connections', title: 'conns', right: true },
          { key: 'one', title: '1 process req/s', right: true },
          { key: 'three', title: '3 processes req/s', right: true },
          { key: 'ratioText', title: '3 vs 1', right: true },
          { key: 'p99One', title: 'p99 ms (1)', right: true },
          { key: 'p99Three', title: 'p99 ms (3)', right: true },
        ],
        scaleOut.map((row) => ({ ...row, ratioText: `×${row.ratio.toFixed(2)}` })),
      ),
    );
  }

  return verdict;
}

/** PostgreSQL with three processes against one, scenario by scenario at the same connections. */
export function scaleOutRows(rows) {
  return rows
    .filter((row) => row.store === 'PostgreSQL ×3')
    .flatMap((three) => {
      const one = rows.find(
        (row) => row.store === 'PostgreSQL' && row.scenario === three.scenario && row.connections === three.connections,
      );
      return one
        ? [
            {
              scenario: three.scenario,
              connections: three.connections,
              one: one.rps,
              three: three.rps,
              ratio: three.rps / one.rps,
              p99One: one.p99,
              p99Three: three.p99,
            },
          ]
        : [];
    });
}
