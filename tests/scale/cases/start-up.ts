import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { demoBank } from '../../../sandbox/seed/demo-bank';
import { withLoadCustomers } from '../../../sandbox/seed/load-customers';
import { MIGRATIONS } from '../../../sandbox/store/migrations/index';
import { LOAD_CUSTOMERS, startUpOf, type Cluster } from '../support/cluster';

export function startUpCases(cluster: Cluster): void {
  describe('sandbox processes started at the same moment on one fresh schema', () => {
    it('all wait for the store together, then all come up', () => {
      expect(cluster.waitedTogether).toBe(cluster.processes.length);
      expect(cluster.processes).toHaveLength(3);
    });

    it('one of them applies the migrations and one seeds the bank; the others find it done and go on', async () => {
      const reports = cluster.processes.map((each) => startUpOf(each.output()));
      const versions = MIGRATIONS.map((migration) => migration.version);
      expect(reports.filter((report) => report.migrated.length > 0).map((report) => report.migrated)).toEqual([
        versions,
      ]);
      expect(reports.filter((report) => report.seeded)).toHaveLength(1);

      const applied = await cluster.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(applied.rows.map((row) => row.version)).toEqual(versions);
      const bank = withLoadCustomers(demoBank(DEFAULT_ENVIRONMENT), LOAD_CUSTOMERS, DEFAULT_ENVIRONMENT);
      const counts = await cluster.db.query<{ customers: number; cards: number; pending: number }>(
        `SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM cards) AS cards,
                (SELECT count(*)::int FROM sign_items WHERE status = 'PENDING') AS pending`,
      );
      expect(counts.rows[0]).toEqual({
        customers: bank.customers.length,
        cards: bank.cards.length,
        pending: bank.pendingChanges.length,
      });
    });
  });
}
