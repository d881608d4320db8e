import { firstFetch } from './first-requests';
import { boot } from './boot';

// Development builds reload the page when esbuild has rebuilt it (npm run dev).
const liveReload = process.env.LIVE_RELOAD;
if (liveReload) new EventSource(liveReload).addEventListener('change', () => location.reload());

const root = document.getElementById('root');
if (root) void boot({ root, document, fetch: firstFetch });
