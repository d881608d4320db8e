// jsdom (jest-environment-jsdom) leaves out what react-router needs when it loads
// (TextEncoder/TextDecoder) and what the test builders use (structuredClone); browsers and
// Node have them all.
const nodeUtil = require('node:util');
const { deserialize, serialize } = require('node:v8');

globalThis.TextEncoder ??= nodeUtil.TextEncoder;
globalThis.TextDecoder ??= nodeUtil.TextDecoder;
globalThis.structuredClone ??= (value) => deserialize(serialize(value));
