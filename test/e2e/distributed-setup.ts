/**
 * The shared setting of the distributed tests: a coordinator host and worker hosts (network
 * namespaces, see distributed-hosts.ts) sharing only Redis, the PostgreSQL records database (a
 * schema of its own) and an S3 bucket (Ceph RGW), all over the network; and the same report on
 * local worker threads for comparison. A missing service or no root skips outside CI and fails
 * under CI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DEFAULT_PREFIX } from '../../src/dispatch/index.js';
import { postgresTestStore, redisTestStore } from '../dispatch/queue-test-backends.js';
import { acquireRgw, type RgwServer } from '../store/rgw-harness.js';
import {
  CLI,
  createCluster,
  finished,
  hostsUnavailable,
  ROOT,
  type Cluster,
  type Host,
} from './distributed-hosts.js';

const run = promisify(execFile);
export const HOUSEHOLDS = '2000';
const REFORM = join(ROOT, 'examples/eitc-expansion.json');
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

const underCi = (): boolean => process.env.CI !== undefined && process.env.CI !== '';

/** What one `fiscus report` printed: its digest line and its report id. */
export interface ReportRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly digest: string | undefined;
  readonly reportId: string | undefined;
}

const parseRun = (result: {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
}): ReportRun => ({
  ...result,
  digest: /Digest \(reportAggregateSha256\): ([0-9a-f]{64})/.exec(result.stdout)?.[1],
  reportId: /fiscus reports show (report-[0-9a-f-]+)/.exec(result.stdout)?.[1],
});

/** The report's arguments (everything but where it runs). */
export const REPORT_ARGS: readonly string[] = [
  'report',
  '--reform',
  REFORM,
  '--households',
  HOUSEHOLDS,
  '--no-cache',
  '--no-progress',
];

/** The same report on local worker threads in this namespace (filesystem store, SQLite records): its digest. */
export async function localDigest(args: readonly string[] = REPORT_ARGS): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'fiscus-local-'));
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', CLI, ...args, '--home', home, '--threads', '2'],
      { cwd: ROOT, maxBuffer: 16 << 20, timeout: 300_000 },
    );
    const digest = parseRun({ code: 0, signal: null, stdout }).digest;
    if (digest === undefined) throw new Error(`no digest in the local report's output:\n${stdout}`);
    return digest;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** A recorded report and its simulations, read straight from the records schema. */
export interface RecordedReport {
  readonly status: string;
  readonly errorCode: string | null;
  readonly digest: string | null;
  /** The abandoned report this one took over, and the report that took this one over. */
  readonly supersedes: string | null;
  readonly supersededBy: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly simulations: readonly { role: string; segment: number | null; status: string }[];
}

async function hasProgram(name: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${name}`]);
    return true;
  } catch {
    return false;
  }
}

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** A Redis of the setting's own on a free loopback port, persisting every write to an append-only file. */
async function startPrivateRedis(): Promise<{
  port: number;
  restart(): Promise<void>;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'fiscus-dist-redis-'));
  const port = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        resolve(typeof address === 'object' && address !== null ? address.port : 0),
      );
    });
  });
  let server: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--dir',
        directory,
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100 && !(await answers(port)); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (!(await answers(port))) throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async (): Promise<void> => {
    const running = server;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    async restart() {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await start();
    },
    async stop() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The running distributed setting. */
export interface Distributed {
  readonly cluster: Cluster;
  readonly coordinator: Host;
  readonly workerHosts: readonly Host[];
  readonly rgw: RgwServer;
  readonly bucket: string;
  readonly queueName: string;
  /** The setting's own records schema. */
  readonly schema: string;
  /** Starts a `fiscus worker` on a host (by index into workerHosts). */
  startWorker(index: number): ChildProcess;
  /** Starts `fiscus report` on the coordinator host, recording in `schema` (default the setting's own); `extra` is appended; `args` replaces the report's own arguments. */
  startReport(extra?: readonly string[], schema?: string, args?: readonly string[]): ChildProcess;
  /** A new, empty records schema (removed by `destroy`): a rerun of one request records there afresh. */
  newSchema(): Promise<string>;
  /** Stops the queue's Redis (SIGTERM: it writes its append-only file), waits a second, starts it again. */
  restartRedis(): Promise<void>;
  /** Jobs BullMQ holds as active on the queue right now (read from Redis on loopback). */
  activeJobs(): Promise<number>;
  /** Waits for a started report (bounded) and parses what it printed. */
  wait(report: ChildProcess, timeoutMs?: number): Promise<ReportRun>;
  /** Reads a report's records (in `schema`, default the setting's own). */
  records(reportId: string, schema?: string): Promise<RecordedReport | undefined>;
  /** Ids of every report recorded in `schema`, oldest first. */
  reportIds(schema?: string): Promise<string[]>;
  /** Every simulation row of `schema`: (report, role, segment) with its status and whether it holds an artifact. */
  simulationRows(
    schema: string,
  ): Promise<
    { report: string; role: string; segment: number | null; status: string; artifact: boolean }[]
  >;
  destroy(): Promise<void>;
}

/** Everything the setting needs, or why it cannot run here (a string: skip outside CI). */
export async function setUpDistributed(options: {
  workers: number;
}): Promise<Distributed | string> {
  const reasons: string[] = [];
  const hosts = await hostsUnavailable();
  if (hosts !== undefined) reasons.push(hosts);
  // The machine's Redis must answer (it is how the queue tests know Redis is usable here), but
  // the setting runs its own, with an append-only file, so that a test can restart it.
  const redis = await redisTestStore();
  if (typeof redis === 'string') reasons.push(redis);
  else await redis.destroy();
  if (!(await hasProgram('redis-server'))) reasons.push('redis-server is not installed');
  const postgres = await postgresTestStore();
  if (typeof postgres === 'string') reasons.push(postgres);
  else await postgres.destroy();
  if (reasons.length > 0) {
    if (underCi()) throw new Error(`the distributed tests need: ${reasons.join('; ')}`);
    return reasons.join('; ');
  }
  const rgw = await acquireRgw();
  if (typeof rgw === 'string') return rgw;

  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const schemas: string[] = [];
  const newSchema = async (): Promise<string> => {
    const name = `fiscus_dist_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await admin.query(`create schema ${name}`);
    schemas.push(name);
    return name;
  };
  const schema = await newSchema();
  const bucket = await rgw.createBucket();
  const queueName = `fiscus-dist-${randomUUID()}`;
  const redisServer = await startPrivateRedis();
  const redisPort = redisServer.port;
  const rgwPort = Number(new URL(rgw.endpoint).port);
  let cluster: Cluster;
  try {
    cluster = await createCluster({
      hosts: [
        'coordinator',
        ...Array.from({ length: options.workers }, (_, i) => `worker${i + 1}`),
      ],
      services: { redis: redisPort, postgres: 5432, s3: rgwPort },
      env: rgw.env,
    });
  } catch (error) {
    await redisServer.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    await rgw.removeBucket(bucket);
    await rgw.release();
    throw error;
  }
  const at = cluster.serviceAddress;
  const queue = `redis://${at}:${redisPort}`;
  const store = `s3://${bucket}/fiscus?endpoint=${encodeURIComponent(`http://${at}:${rgwPort}`)}&region=${rgw.region}`;
  const database = (name: string): string =>
    `postgres://postgres@${at}:5432/test?options=${encodeURIComponent(`-c search_path=${name}`)}`;
  const redisClient = new Redis({
    host: '127.0.0.1',
    port: redisPort,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  const [coordinator, ...workerHosts] = cluster.hosts as [Host, ...Host[]];

  return {
    cluster,
    coordinator,
    workerHosts,
    rgw,
    bucket,
    queueName,
    schema,
    startWorker: (index) =>
      workerHosts[index]!.fiscus(['worker', '--queue', queue, '--queue-name', queueName]),
    newSchema,
    restartRedis: () => redisServer.restart(),
    async activeJobs() {
      if (redisClient.status === 'wait') await redisClient.connect();
      return redisClient.llen(`${DEFAULT_PREFIX}:${queueName}:active`);
    },
    startReport: (extra = [], recordsSchema = schema, args = REPORT_ARGS) =>
      coordinator.fiscus(
        [
          ...args,
          '--home',
          join(coordinator.directory, 'home'),
          '--store',
          store,
          '--database',
          database(recordsSchema),
          '--queue',
          queue,
          '--queue-name',
          queueName,
          ...extra,
        ],
        { stdout: true },
      ),
    wait: async (report, timeoutMs = 300_000) => parseRun(await finished(report, timeoutMs)),
    async records(reportId, recordsSchema = schema) {
      const report = await admin.query<{
        status: string;
        error_code: string | null;
        report_aggregate_sha256: string | null;
        supersedes: string | null;
        superseded_by: string | null;
        created_at: string;
        finished_at: string | null;
      }>(
        `select status, error_code, report_aggregate_sha256, supersedes, superseded_by, created_at, finished_at from ${recordsSchema}.reports where id = $1`,
        [reportId],
      );
      const row = report.rows[0];
      if (row === undefined) return undefined;
      const simulations = await admin.query<{
        role: string;
        segment_index: number | null;
        status: string;
      }>(
        `select role, segment_index, status from ${recordsSchema}.simulations where report_id = $1 order by role, segment_index nulls first`,
        [reportId],
      );
      return {
        status: row.status,
        errorCode: row.error_code,
        digest: row.report_aggregate_sha256,
        supersedes: row.supersedes,
        supersededBy: row.superseded_by,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
        simulations: simulations.rows.map((s) => ({
          role: s.role,
          segment: s.segment_index,
          status: s.status,
        })),
      };
    },
    async reportIds(recordsSchema = schema) {
      const rows = await admin.query<{ id: string }>(
        `select id from ${recordsSchema}.reports order by created_at, id`,
      );
      return rows.rows.map((r) => r.id);
    },
    async simulationRows(recordsSchema) {
      const rows = await admin.query<{
        report_id: string;
        role: string;
        segment_index: number | null;
        status: string;
        artifact: string | null;
      }>(
        `select report_id, role, segment_index, status, artifact from ${recordsSchema}.simulations order by report_id, role, segment_index nulls first`,
      );
      return rows.rows.map((r) => ({
        report: r.report_id,
        role: r.role,
        segment: r.segment_index,
        status: r.status,
        artifact: r.artifact !== null,
      }));
    },
    async destroy() {
      await cluster.destroy();
      redisClient.disconnect();
      for (const name of schemas)
        await admin.query(`drop schema ${name} cascade`).catch(() => undefined);
      await admin.end();
      await redisServer.stop();
      await rgw.removeBucket(bucket).catch(() => undefined);
      await rgw.release();
    },
  };
}
