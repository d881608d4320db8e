// Small helpers every benchmark shares: medians, a plain-text table, the results file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Least-squares slope of y over x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

/** Rows of plain values → a Markdown table (it reads well in a terminal too). */
export function table(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(row[column.key] ?? '')));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((row) => row[index].length)),
  );
  const line = (values) =>
    `| ${values.map((value, index) => (columns[index].right ? value.padStart(widths[index]) : value.padEnd(widths[index]))).join(' | ')} |`;
  return [
    line(columns.map((column) => column.title)),
    `|${widths.map((width, index) => (columns[index].right ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
  };
}

/** Writes `bench/results/<name>.json` (the latest run; committed) and says where. */
export function writeResult(name, result) {
  const directory = join(ROOT, 'bench', 'results');
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export const round = (value, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

export const numberFromEnv = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, not ${value}`);
  return number;
};
