import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The README is the project's first page (issue 22): every command it shows must run, and every
// page it links to must exist, so it cannot drift from the repository. The sandbox's README
// holds the start options the project README points to, so its commands are held alike.

const root = resolve(__dirname, '../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const scripts: Record<string, string> = JSON.parse(read('package.json')).scripts;
const NPM_OWN_COMMANDS = new Set(['ci', 'install']);
const DOCUMENTS = ['README.md', 'sandbox/README.md'];

/** Each command of the document's ```sh blocks, without comments and leading VAR=value. */
export function commandsIn(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => line.split('&&'))
    .map((command) => command.trim().replace(/^(?:[A-Z_]+=\S*\s+)+/, ''));
}

/** Why the command would not run here, or undefined when it would. */
export function whyNot(command: string): string | undefined {
  const [program, first, second] = command.split(/\s+/);
  if (program === 'npm') {
    if (first === 'run') return second !== undefined && second in scripts ? undefined : `no npm script "${second}"`;
    if (first === 'start' || first === 'test') return first in scripts ? undefined : `no npm script "${first}"`;
    return first !== undefined && NPM_OWN_COMMANDS.has(first) ? undefined : `npm ${first} is not a command we use`;
  }
  if (program === 'node' && first !== undefined) {
    if (existsSync(join(root, first))) return undefined;
    const built = Object.values(scripts).some((script) => script.includes(first));
    return built ? undefined : `${first} is neither a file nor what an npm script runs`;
  }
  return `"${program}" is not npm or node`;
}

/** Relative links of a markdown document: [text](path) and <img src="path">. */
function linksIn(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g), ...markdown.matchAll(/src="([^"]+)"/g)];
  return links.map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
}

describe.each(DOCUMENTS)('%s', (document) => {
  const markdown = read(document);

  it('shows only commands that exist: npm scripts, npm ci, or node on a file an npm script builds', () => {
    const commands = commandsIn(markdown);
    expect(commands.length).toBeGreaterThan(0);
    const refused = commands.map((command) => [command, whyNot(command)]).filter(([, why]) => why !== undefined);
    expect(refused).toEqual([]);
  });

  it('names in its text only npm scripts that exist', () => {
    const named = [...markdown.matchAll(/`npm run ([\w:-]+)[^`]*`/g)].map((match) => match[1]!);
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const base = dirname(join(root, document));
    const missing = linksIn(markdown).filter((link) => !existsSync(resolve(base, link)));
    expect(missing).toEqual([]);
  });
});

describe('the README as a first page', () => {
  const readme = read('README.md');
  const firstScreen = readme.split('\n').slice(0, 30).join('\n');

  it('gives the two commands that matter on a fresh machine in its first lines', () => {
    expect(commandsIn(firstScreen).slice(0, 2)).toEqual(['npm start', 'npm test']);
  });

  it('shows a screenshot and the map of the docs on its first screen', () => {
    expect(firstScreen).toMatch(/<img src="docs\/screenshots\/[\w-]+\.png" alt="[^"]{20,}"/);
    for (const doc of ['docs/ui.md', 'docs/domain.md', 'docs/sandbox-api.md', 'docs/performance.md', 'docs/security.md']) {
      expect(firstScreen).toContain(`](${doc})`);
    }
  });
});

describe('the checks themselves', () => {
  it('refuses a script that does not exist, a program that is not ours and a file nobody builds', () => {
    expect(whyNot('npm run no-such-script')).toMatch(/no npm script/);
    expect(whyNot('npm publish')).toMatch(/not a command/);
    expect(whyNot('curl http://localhost:8080')).toMatch(/not npm or node/);
    expect(whyNot('node dist/nowhere.js')).toMatch(/neither a file/);
  });

  it('reads commands with variables, comments and && chains', () => {
    expect(commandsIn('```sh\nPORT=1 A_B=x npm start   # comment\nnpm ci && npm run build\n```\n')).toEqual([
      'npm start',
      'npm ci',
      'npm run build',
    ]);
  });
});
