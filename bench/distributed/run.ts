/**
 * Benchmark: reports through the queue on `fiscus worker` processes with the S3 store (Ceph RGW on
 * loopback, scripts/ceph-rgw.sh) and Redis — one report over 1, 2 and 4 worker processes, then
 * 20 concurrent reports (each its own reform, so none is a duplicate of another) on the largest
 * pool — printed as a table of wall times and throughput. Every report runs as its own
 * `fiscus report` process (start-up and the dataset load included, as a user sees it).
 *
 *   npx tsx bench/distributed/run.ts                       # 2,000 households
 *   npx tsx bench/distributed/run.ts --households 20000 --workers 1,2,4 --concurrent 20
 *
 * Needs Redis on 127.0.0.1:6379 and the Ceph packages (the gateway is started if it is not running,
 * and stopped at the end if this started it). No targets: it prints figures.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const CLI = join(ROOT, 'src/cli/main.ts');
const SCRIPT = join(ROOT, 'scripts/ceph-rgw.sh');

const { values } = parseArgs({
  options: {
    households: { type: 'string', default: '2000' },
    workers: { type: 'string', default: '1,2,4' },
    concurrent: { type: 'string', default: '20' },
  },
});
const households = values.households;
const pools = values.workers.split(',').map(Number);
const concurrent = Number(values.concurrent);

const lease = String(process.pid);
const { stdout: rgwEnv } = await run('bash', [SCRIPT, 'acquire', lease], { timeout: 120_000 });
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
for (const line of rgwEnv.trim().split('\n')) {
  const [name, value] = line.split('=', 2) as [string, string];
  env[name] = value;
}
const endpoint = env.FISCUS_S3_ENDPOINT!;
const bucket = `fiscus-bench-${randomUUID()}`;
const client = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
});
await client.send(new CreateBucketCommand({ Bucket: bucket }));
const home = mkdtempSync(join(tmpdir(), 'fiscus-bench-distributed-'));

const startWorkers = (n: number, queueName: string): ChildProcess[] =>
  Array.from({ length: n }, () =>
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        'worker',
        '--queue',
        'redis://127.0.0.1:6379',
        '--queue-name',
        queueName,
      ],
      { cwd: ROOT, env, stdio: 'ignore' },
    ),
  );

const stopWorkers = async (workers: ChildProcess[]): Promise<void> => {
  for (const w of workers) w.kill('SIGTERM');
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve) => (w.exitCode !== null ? resolve(null) : w.once('exit', resolve))),
    ),
  );
};

/** One `fiscus report` through the queue; resolves to its wall seconds. */
async function report(queueName: string, prefix: string, reform: string): Promise<number> {
  const began = performance.now();
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      CLI,
      'report',
      '--reform',
      reform,
      '--households',
      households,
      '--home',
      home,
      '--store',
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}`,
      '--queue',
      'redis://127.0.0.1:6379',
      '--queue-name',
      queueName,
      '--delivery',
      'return',
      '--no-cache',
      '--no-progress',
    ],
    { cwd: ROOT, env, maxBuffer: 16 << 20, timeout: 1_800_000 },
  );
  return (performance.now() - began) / 1000;
}

const reformFile = (i: number): string => {
  const path = join(home, `ctc-${i}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      reform: {
        'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 2_200 + 50 * i },
      },
    }),
  );
  return path;
};

const rows: string[][] = [];
try {
  // The dataset is built once, into <home>/datasets, before anything is timed.
  {
    const queueName = `fiscus-bench-${randomUUID()}`;
    const workers = startWorkers(1, queueName);
    await report(queueName, 'warm', reformFile(999));
    await stopWorkers(workers);
  }
  for (const n of pools) {
    const queueName = `fiscus-bench-${randomUUID()}`;
    const workers = startWorkers(n, queueName);
    // Each pool's first report warms its workers (dataset load); the second is timed.
    await report(queueName, `pool-${n}-warm`, reformFile(1000 + n));
    const seconds = await report(queueName, `pool-${n}`, reformFile(2000 + n));
    process.stderr.write(`${n} worker process(es): ${seconds.toFixed(1)} s\n`);
    rows.push([
      `1 report, ${n} worker process${n === 1 ? '' : 'es'}`,
      seconds.toFixed(1),
      (60 / seconds).toFixed(2),
    ]);
    await stopWorkers(workers);
  }
  const n = Math.max(...pools);
  const queueName = `fiscus-bench-${randomUUID()}`;
  const workers = startWorkers(n, queueName);
  await report(queueName, 'concurrent-warm', reformFile(3000));
  const began = performance.now();
  const each = await Promise.all(
    Array.from({ length: concurrent }, (_, i) => report(queueName, 'concurrent', reformFile(i))),
  );
  const wall = (performance.now() - began) / 1000;
  rows.push([
    `${concurrent} concurrent reports, ${n} worker processes (slowest ${Math.max(...each).toFixed(1)} s)`,
    wall.toFixed(1),
    ((concurrent * 60) / wall).toFixed(2),
  ]);
  await stopWorkers(workers);
} finally {
  rmSync(home, { recursive: true, force: true });
  client.destroy();
  await run('bash', [SCRIPT, 'release', lease]);
}

const header = ['run', 'wall s', 'reports/min'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: readonly string[]): string =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
process.stdout.write(
  `Distributed reports: ${households} households, S3 store (Ceph RGW), Redis queue\n${line(header)}\n${rows.map(line).join('\n')}\n`,
);
