#!/usr/bin/env node
// A back-office tool's check: `node check-change.mjs proposal.json` (or the JSON on stdin) prints
// `{"allowed":true}` or the refusal's catalogue code and field with its Dutch and English text.
// Exit status: 0 allowed, 1 refused (an unreadable proposal too: REQUEST_INVALID).
import { readFileSync } from 'node:fs';
import { answerChange } from './answer-change.mjs';

function readProposal(path) {
  try {
    return JSON.parse(readFileSync(path ?? 0, 'utf8'));
  } catch {
    return undefined;
  }
}

const answer = answerChange(readProposal(process.argv[2]));
console.log(JSON.stringify(answer, null, 2));
process.exitCode = answer.allowed ? 0 : 1;
