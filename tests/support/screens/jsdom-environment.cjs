// jsdom plus what it leaves out and Node has: the encoders react-router needs at import time and
// structuredClone (the card builder and in-memory bank copy cards with it). Screen tests name
// this environment in their docblock.
const nodeUtil = require('node:util');
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithEncoding extends JsdomEnvironment {
  async setup() {
    await super.setup();
    this.global.TextEncoder ??= nodeUtil.TextEncoder;
    this.global.TextDecoder ??= nodeUtil.TextDecoder;
    this.global.structuredClone ??= structuredClone;
  }
}

module.exports = JsdomWithEncoding;
