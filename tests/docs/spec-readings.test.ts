import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

// docs/spec-readings.md is the one list of the product's deliberate readings of the spec: it
// must name files that exist, give each reading its spec lines, code and tests, be pointed to
// from the docs of each part, and (reading 2) the app must show no tooltip.

const root = resolve(__dirname, '../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const DOC = 'docs/spec-readings.md';

const PATH_IN_BACKTICKS = /`((?:domain|application|adapters|ui|sandbox|tests|bench|docs)\/[\w./-]+\.[a-z]+)`/g;
const pathsIn = (text: string): string[] => [...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1]!);

type Reading = { readonly number: number; readonly title: string; readonly fields: Record<string, string> };

/** Each "### n. Title" of the list, with its "- **Field:** text" bullets. */
function readings(markdown: string): Reading[] {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...lines] = section.split('\n');
      const body = lines.join('\n').split(/^## /m)[0]!;
      const fields = Object.fromEntries(
        body
          .split(/^- \*\*/m)
          .slice(1)
          .map((field) => [field.slice(0, field.indexOf(':**')), field.slice(field.indexOf(':**') + 3)]),
      );
      return { number: Number(heading.split('.')[0]), title: heading, fields };
    });
}

describe('docs/spec-readings.md', () => {
  const doc = read(DOC);
  const list = readings(doc);

  it('names only files that exist', () => {
    const named = pathsIn(doc);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('numbers its readings 1, 2, 3, … and keeps the eight issue 19 names first', () => {
    expect(list.map((reading) => reading.number)).toEqual(list.map((_, index) => index + 1));
    const first = list.slice(0, 8).map((reading) => reading.title).join('\n');
    for (const subject of ['<select>', 'tooltip', 'authLevel', 'SUBJECT_NOT_ALLOWED', 'REISSUE_EXISTING_INSTRUMENT', 'create link', 'three temporary', 'stolen']) {
      expect(first).toContain(subject);
    }
  });

  it('gives every reading its decision, reason, spec lines, code and tests', () => {
    const incomplete = list.filter(({ fields }) => {
      const { Decision, Reason, Spec, Code, Tests } = fields;
      return !Decision?.trim() || !Reason?.trim() || !Spec?.includes('§') || pathsIn(Code ?? '').length === 0 || !pathsIn(Tests ?? '').some((path) => /^(tests|bench)\//.test(path));
    });
    expect(incomplete.map((reading) => reading.title)).toEqual([]);
  });

  it.each(['docs/ui.md', 'docs/editors.md', 'docs/application.md', 'docs/sandbox-api.md'])('is pointed to from %s', (page) => {
    expect(read(page)).toContain('spec-readings.md');
  });
});

type Tooltip = { readonly file: string; readonly line: number; readonly what: string };

/** What in a source file would show a tooltip: a DOM `title` attribute, an SVG `<title>`, a tooltip component. */
function tooltipsIn(file: string, source: string): Tooltip[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Tooltip[] = [];
  const note = (node: ts.Node, what: string) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, what });
  const isIntrinsic = (tag: ts.JsxTagNameExpression) => /^[a-z]/.test(tag.getText(sourceFile));
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isIntrinsic(node.tagName)) {
      if (node.tagName.getText(sourceFile) === 'title') note(node, 'an SVG <title>');
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(sourceFile) === 'title') note(attribute, `a title attribute on <${node.tagName.getText(sourceFile)}>`);
      }
    }
    if (ts.isImportDeclaration(node) && /tooltip/i.test(node.importClause?.getText(sourceFile) ?? '')) note(node, 'a tooltip component');
    if (ts.isCallExpression(node) && /\.setAttribute$/.test(node.expression.getText(sourceFile)) && node.arguments[0]?.getText(sourceFile).slice(1, -1) === 'title') {
      note(node, 'setAttribute("title")');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('reading 2: the app shows no tooltip, so the tooltip delays have nothing to apply to', () => {
  it('finds a title attribute, an SVG title, a tooltip import and setAttribute("title"), and leaves component props alone', () => {
    const source = [
      "import { Tooltip, TooltipTrigger } from 'react-aria-components';",
      'export const A = () => <button title="Close" />;',
      'export const B = () => <svg><title>Close</title></svg>;',
      'export const C = () => <Notification title="Saved">x</Notification>;',
      "export const d = (element: Element) => element.setAttribute('title', 'Close');",
    ].join('\n');
    expect(tooltipsIn('sample.tsx', source).map((found) => `${found.line}: ${found.what}`)).toEqual([
      '1: a tooltip component',
      '2: a title attribute on <button>',
      '3: an SVG <title>',
      '5: setAttribute("title")',
    ]);
  });

  it('holds for every source file of ui/', () => {
    const files = (readdirSync(join(root, 'ui'), { recursive: true }) as string[]).filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((path) => tooltipsIn(`ui/${path}`, read(join('ui', path))))).toEqual([]);
  });
});
