// The page's first module (ui/first-requests.ts) starts the first load's calls through this
// alone, so that module stays small: no container, no valibot, no domain.
export { startFirstRequests, type FirstLoad, type FirstPage } from '../browser/first-requests';
export { registerCallsAhead } from '../browser/service-worker/register';
