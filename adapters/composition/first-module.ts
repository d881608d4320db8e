// The page's first module (ui/start-early-calls.ts) starts the first load's calls through this
// alone, so that module stays small: no container, no valibot, no domain.
export { startEarlyCalls, type FirstLoad, type FirstPage, type LostList } from '../browser/early-calls';
export { registerCallsAhead } from '../browser/service-worker/register';
