// Preloaded into a benchmarked `fiscus` process (`--import`): at exit, appends the process's peak
// resident set size (KiB, from the kernel's accounting) to the file named by FISCUS_BENCH_RSS_FILE.
import { appendFileSync } from 'node:fs';

const file = process.env.FISCUS_BENCH_RSS_FILE;
if (file !== undefined)
  process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
