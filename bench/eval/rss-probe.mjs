// Bench probe: `node --import <this file> …` writes the process's peak resident set size (bytes)
// and its uptime at exit to the file named by FISCUS_BENCH_RSS_FILE.
import { appendFileSync } from 'node:fs';

const out = process.env.FISCUS_BENCH_RSS_FILE;
if (out) {
  process.on('exit', () => {
    appendFileSync(
      out,
      `${JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024, uptimeMs: process.uptime() * 1000 })}\n`,
    );
  });
}
