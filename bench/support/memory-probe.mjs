// Loaded into the sandbox with `node --expose-gc --import`: every MEMORY_PROBE_MS it collects
// garbage and appends the process's memory to MEMORY_PROBE_FILE as one JSON line, so a soak run
// sees what stays alive rather than what merely has not been collected yet.
import { appendFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
const every = Number(process.env.MEMORY_PROBE_MS ?? 5000);
if (file) {
  const started = Date.now();
  const sample = () => {
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ seconds: (Date.now() - started) / 1000, rss, heapUsed, heapTotal, external })}\n`,
    );
  };
  setInterval(sample, every).unref();
}
