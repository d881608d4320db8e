#!/usr/bin/env node
// `node chat.cjs questions/raise-on-kings-day.json` prints what the bot says, as JSON.
const { readFileSync } = require('node:fs');
const { answer } = require('./answer.cjs');

function readQuestion(path) {
  try {
    return JSON.parse(readFileSync(path === undefined ? 0 : path, 'utf8'));
  } catch {
    return undefined;
  }
}

console.log(JSON.stringify(answer(readQuestion(process.argv[2])), null, 2));
