import { firstRequests } from './first-requests';

// Development builds reload the page when esbuild has rebuilt it (npm run dev).
// Written out twice so the production build's empty string folds the line away entirely.
if (process.env.LIVE_RELOAD) new EventSource(process.env.LIVE_RELOAD).addEventListener('change', () => location.reload());

// Issue 14: the app's modules (preloaded by the page) are evaluated only once the first calls
// are on their way. With the scripts cached (a returning customer) their evaluation, a long task,
// would otherwise start first and hold back the first module's requests until it ends.
const root = document.getElementById('root');
if (root) {
  void firstRequests.started
    .then(() => import('./boot'))
    .then(({ boot }) => boot({ root, document, fetch: firstRequests.fetch }));
}
