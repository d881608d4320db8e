import { join, resolve } from 'node:path';
import { folderCycles, folderGraph } from '../support/folder-graph';

const root = resolve(__dirname, '../..');

describe('the folders of ui/', () => {
  it('import each other one way: no folder imports a folder that (through others) imports it back', () => {
    expect(folderCycles(folderGraph(join(root, 'ui')))).toEqual([]);
  });

  it('the check finds a cycle, also one through a third folder', () => {
    const graph = new Map([
      ['routing', new Set(['shell', 'overview'])],
      ['shell', new Set(['navigation'])],
      ['overview', new Set(['navigation', 'replace'])],
      ['replace', new Set(['routing'])],
      ['navigation', new Set<string>()],
    ]);
    expect(folderCycles(graph)).toEqual([['overview', 'replace', 'routing']]);
  });
});
