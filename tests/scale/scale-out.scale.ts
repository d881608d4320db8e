// `npm run test:scale` (CI runs it where PostgreSQL answers): three built sandbox processes on one
// fresh PostgreSQL schema, as behind a load balancer. Needs TEST_DATABASE_URL (or PostgreSQL at
// postgres://postgres@127.0.0.1:5432/test); the schema is dropped afterwards. The cases run in
// this order on the same three processes; the last one kills one of them.
import { killCases } from './cases/kill-mid-load';
import { raceCases } from './cases/races';
import { sharedStateCases } from './cases/shared-state';
import { startUpCases } from './cases/start-up';
import { useCluster } from './support/cluster';

const cluster = useCluster(3);

startUpCases(cluster);
sharedStateCases(cluster);
raceCases(cluster);
killCases(cluster);
