/** The header's own styles (in its shadow root); colours meet WCAG AA contrast on their backgrounds. */
export const HEADER_CSS = `
:host { display: block; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
  min-height: 56px; padding: 8px 16px; background: #003b5c; color: #fff; box-sizing: border-box; }
.brand { display: inline-flex; align-items: center; gap: 8px; color: #fff; font-weight: 700; font-size: 1.125rem; text-decoration: none; }
.brand:hover span { text-decoration: underline; }
ul { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0; padding: 0; list-style: none; }
li { display: flex; }
a, button { font: inherit; }
.language, .sign-out { display: inline-flex; align-items: center; min-height: 44px; padding: 0 12px; border: 2px solid #fff;
  border-radius: 4px; background: transparent; color: #fff; cursor: pointer; text-decoration: none; }
.language:hover, .sign-out:hover { background: #fff; color: #003b5c; }
a:focus-visible, button:focus-visible { outline: 3px solid #ffd23f; outline-offset: 2px; }
`;
