import { join, resolve } from 'node:path';
import { cycles, fileGraph, folderGraph } from '../support/folder-graph';

const root = resolve(__dirname, '../..');
const LAYERS = ['domain', 'application', 'adapters', 'ui', 'sandbox'];
/** The layers whose places already import each other one way; the others join as their two-way pairs are undone. */
const ONE_WAY_PLACES = ['domain', 'application', 'adapters', 'ui', 'sandbox'];

// Issue 32: a house people live in has no corridor that runs back. Inside each layer, no folder
// imports one that (through others) imports it back — a file directly in the layer counts as a
// place of its own — and no file imports one that imports it back, type imports included (lint's
// import-x/no-cycle holds the runtime imports across the whole tree as you type).
describe.each(ONE_WAY_PLACES)('%s/', (layer) => {
  it('has no two places that import each other, directly or through others', () => {
    expect(cycles(folderGraph(join(root, layer)))).toEqual([]);
  });
});

describe.each(LAYERS)('%s/', (layer) => {
  it('has no file cycle, type imports included', () => {
    expect(cycles(fileGraph(join(root, layer)))).toEqual([]);
  });
});

describe('the cycle check', () => {
  it('finds a cycle, also one through a third place, and names its members', () => {
    const graph = new Map([
      ['routing', new Set(['shell', 'overview'])],
      ['shell', new Set(['navigation'])],
      ['overview', new Set(['navigation', 'replace'])],
      ['replace', new Set(['routing'])],
      ['navigation', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual([['overview', 'replace', 'routing']]);
  });

  it('reads files directly in a layer as places of their own, and type imports as imports', () => {
    const graph = folderGraph(join(root, 'domain'));
    expect(graph.get('index.ts')?.has('cards')).toBe(true);
    expect([...(fileGraph(join(root, 'ui')).get('overview/overview.presenter.ts') ?? [])]).toContain(
      'store/app-store.ts',
    );
  });
});
