// Preloaded into a benchmarked `fiscus` process (`--import`): at exit, appends the process's peak
// resident set size (KiB, from the kernel's accounting) and its user and system CPU times (µs)
// to the file named by FISCUS_BENCH_RSS_FILE, one line per process.
import { appendFileSync } from 'node:fs';

const file = process.env.FISCUS_BENCH_RSS_FILE;
if (file !== undefined)
  process.on('exit', () => {
    const usage = process.resourceUsage();
    appendFileSync(file, `${usage.maxRSS} ${usage.userCPUTime} ${usage.systemCPUTime}\n`);
  });
