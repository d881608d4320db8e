/** Browsers with native <dialog>, ES modules and CSS nesting-free modern syntax: the app's scripts, its stylesheet and its service worker. */
export const BROWSER_TARGETS = ['chrome111', 'firefox114', 'safari16.4'];
