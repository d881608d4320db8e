/** Section 7: `GET ./config.json`, as the app asks for it and as the page's first module does (browser/early-calls.ts). */
export const CONFIG_URL = './config.json';
export const CONFIG_INIT: RequestInit = { credentials: 'same-origin', headers: { Accept: 'application/json' } };
