/** The widget's styles (in its shadow root), GOV.UK-like: large targets, visible focus, AA contrast. */
export const SIGNING_CSS = `
:host { display: block; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f23; }
.widget { max-width: 560px; padding: 16px; border: 1px solid #6b7780; border-radius: 8px; background: #fff; }
h2 { margin: 0 0 12px; font-size: 1.375rem; }
h2:focus { outline: none; }
h2:focus-visible { outline: 3px solid #0b57d0; }
.progress { margin: 0 0 8px; color: #4a545c; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
dt { font-weight: 700; }
dd { margin: 0; overflow-wrap: anywhere; }
.device { margin: 0 0 16px; padding: 12px; border-left: 4px solid #00557f; background: #eef5f9; }
.device p { margin: 0; }
.resend { margin-top: 8px; }
.code { font-size: 1.5rem; font-weight: 700; letter-spacing: 0.2em; font-variant-numeric: tabular-nums; }
.summary, .failure { margin: 0 0 16px; padding: 12px; border: 4px solid #b00020; }
.summary:focus, .failure:focus { outline: 3px solid #0b57d0; }
.summary h3 { margin: 0 0 8px; font-size: 1.125rem; }
.summary ul { margin: 0; padding-left: 20px; }
.summary a { color: #b00020; font-weight: 700; }
.field { margin: 0 0 16px; padding-left: 0; }
.field.invalid { padding-left: 12px; border-left: 4px solid #b00020; }
label { display: block; font-weight: 700; }
.hint { margin: 4px 0; color: #4a545c; }
.error { margin: 4px 0; color: #b00020; font-weight: 700; }
input { width: 10ch; min-height: 44px; padding: 0 8px; border: 2px solid #1b1f23; border-radius: 4px; font: inherit; font-size: 1.25rem;
  letter-spacing: 0.1em; }
input[aria-invalid="true"] { border-color: #b00020; }
.buttons { display: flex; flex-wrap: wrap; gap: 12px; }
button { min-height: 44px; padding: 0 16px; border: 2px solid #00557f; border-radius: 4px; font: inherit; font-weight: 700; cursor: pointer; }
.primary { background: #00557f; color: #fff; }
.secondary { background: #fff; color: #00557f; }
button[disabled] { opacity: 0.6; cursor: progress; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.status { margin: 0 0 16px; }
/* Phones: each detail under its name (an IBAN no longer breaks in two), buttons full width, the main one first. */
@media (max-width: 767.98px) {
  dl { grid-template-columns: 1fr; gap: 0; }
  dd { margin-bottom: 8px; }
  .buttons { flex-direction: column; }
  button { width: 100%; }
}
`;
