/**
 * Hosts for distributed tests: each a network namespace (`ip netns`) joined to a bridge by a veth
 * pair, with its own private filesystem under the run's base directory (a tmpfs mounted over it
 * inside the host's mount namespace, so no host sees another's files), reaching the services —
 * Redis, PostgreSQL, the S3 server — only over the network, at the bridge's address, through
 * TCP proxies in this process that forward to the services on loopback. The S3 proxy can fail
 * requests (500/503) for a while; a host can be partitioned (its link down) and healed.
 *
 * Needs root and `ip`; only addresses of this machine are used (10.<n>.0.0/24 on the bridge).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = new URL('../..', import.meta.url).pathname;
export const CLI = join(ROOT, 'src/cli/main.ts');
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** Why hosts cannot be made here (not root, no `ip`), or undefined when they can. */
export async function hostsUnavailable(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  try {
    await run('ip', ['netns', 'list']);
    return undefined;
  } catch {
    return 'the ip tool (iproute2) is missing';
  }
}

const ip = async (...args: string[]): Promise<void> => {
  await run('ip', args, { timeout: 20_000 });
};

/** A TCP proxy from the bridge's address to a service on loopback; `failing` answers HTTP 500/503 instead. */
export interface ServiceProxy {
  readonly port: number;
  /** Fail (HTTP 503 and 500, alternately) every connection until `heal`: existing connections are cut. */
  failHttp(): void;
  /** Refuse connections until `heal` (nothing listens: a connect gets ECONNREFUSED); existing connections are cut. */
  refuse(): Promise<void>;
  heal(): Promise<void>;
  /** Connections answered with an HTTP error so far. */
  readonly failedConnections: number;
  close(): Promise<void>;
}

async function startProxy(
  address: string,
  port: number,
  upstreamPort: number,
): Promise<ServiceProxy> {
  const sockets = new Set<Socket>();
  let failing = false;
  let failed = 0;
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (failing) {
      failed += 1;
      const status = failed % 2 === 0 ? '500 Internal Server Error' : '503 Service Unavailable';
      client.once('data', () =>
        client.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
      );
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port: upstreamPort });
    sockets.add(upstream);
    upstream.once('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.once('close', () => upstream.destroy());
    upstream.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => resolve());
  });
  return {
    port,
    failHttp() {
      failing = true;
      for (const socket of sockets) socket.destroy();
    },
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async heal() {
      failing = false;
      if (!server.listening)
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, address, () => {
            server.off('error', reject);
            resolve();
          });
        });
    },
    get failedConnections() {
      return failed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One host: a namespace with an address on the bridge and a private working directory. */
export interface Host {
  readonly name: string;
  readonly namespace: string;
  readonly address: string;
  /** Its private working directory (the same path on every host, each its own tmpfs). */
  readonly directory: string;
  /** Runs `fiscus …` on this host; stderr goes to `<log directory>/<host>-<n>.log`. */
  fiscus(args: readonly string[], options?: { stdout?: boolean }): ChildProcess;
  /** Takes the host's link down (nothing reaches it or leaves it). */
  partition(): Promise<void>;
  heal(): Promise<void>;
}

/** A set of hosts on one bridge, and the services they reach at `serviceAddress`. */
export interface Cluster {
  readonly hosts: readonly Host[];
  readonly serviceAddress: string;
  /** Proxies by service name (`redis`, `postgres`, `s3`). */
  readonly proxies: Readonly<Record<string, ServiceProxy>>;
  /** Where each process's stderr is kept (outside the hosts' private directories). */
  readonly logDirectory: string;
  /** Kills every process still running, removes namespaces, bridge and proxies. */
  destroy(): Promise<void>;
}

export interface ClusterOptions {
  readonly hosts: readonly string[];
  /** Services to expose on the bridge: name → loopback port (exposed on the same port). */
  readonly services: Readonly<Record<string, number>>;
  /** Environment every process gets (credentials for the S3 server, …). */
  readonly env: Readonly<Record<string, string>>;
}

/** Makes the hosts, the bridge and the proxies. Call `destroy` (in `afterAll`) whatever happens. */
export async function createCluster(options: ClusterOptions): Promise<Cluster> {
  const tag = randomBytes(3).toString('hex');
  const subnet = `10.${200 + (randomBytes(1)[0]! % 50)}.${randomBytes(1)[0]! % 250}`;
  const serviceAddress = `${subnet}.1`;
  const bridge = `fb${tag}`;
  const base = mkdtempSync(join(tmpdir(), 'fiscus-hosts-'));
  const logDirectory = mkdtempSync(join(tmpdir(), 'fiscus-hosts-logs-'));
  const namespaces: string[] = [];
  const children = new Set<ChildProcess>();
  const proxies: Record<string, ServiceProxy> = {};
  let spawned = 0;

  const destroy = async (): Promise<void> => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(
      [...children].map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null || child.signalCode !== null
              ? resolve(null)
              : child.once('exit', resolve),
          ),
      ),
    );
    for (const proxy of Object.values(proxies)) await proxy.close();
    for (const namespace of namespaces) await ip('netns', 'del', namespace).catch(() => undefined);
    await ip('link', 'del', bridge).catch(() => undefined);
    rmSync(base, { recursive: true, force: true });
    if (process.env.FISCUS_KEEP_HOST_LOGS === undefined)
      rmSync(logDirectory, { recursive: true, force: true });
  };

  try {
    await ip('link', 'add', bridge, 'type', 'bridge');
    await ip('addr', 'add', `${serviceAddress}/24`, 'dev', bridge);
    await ip('link', 'set', bridge, 'up');
    for (const [name, port] of Object.entries(options.services))
      proxies[name] = await startProxy(serviceAddress, port, port);
    const hosts: Host[] = [];
    for (const [i, name] of options.hosts.entries()) {
      const namespace = `fiscus-${tag}-${name}`;
      const outside = `fv${tag}${i}`;
      const inside = `fn${tag}${i}`;
      const address = `${subnet}.${10 + i}`;
      await ip('netns', 'add', namespace);
      namespaces.push(namespace);
      await ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
      await ip('link', 'set', inside, 'netns', namespace);
      await ip('link', 'set', outside, 'master', bridge);
      await ip('link', 'set', outside, 'up');
      await ip('-n', namespace, 'addr', 'add', `${address}/24`, 'dev', inside);
      await ip('-n', namespace, 'link', 'set', inside, 'up');
      await ip('-n', namespace, 'link', 'set', 'lo', 'up');
      const directory = join(base, 'host');
      hosts.push({
        name,
        namespace,
        address,
        directory,
        fiscus(args, spawnOptions = {}) {
          spawned += 1;
          const log = createWriteStream(join(logDirectory, `${name}-${spawned}.log`));
          // The host's own filesystem: a tmpfs over the base directory, in the mount namespace
          // `ip netns exec` makes (its mounts do not propagate back).
          const child = spawn(
            'ip',
            [
              'netns',
              'exec',
              namespace,
              'sh',
              '-c',
              'mount -t tmpfs -o size=2g tmpfs "$0" && mkdir -p "$1" && cd "$1" && shift && exec "$@"',
              base,
              directory,
              process.execPath,
              '--import',
              TSX,
              CLI,
              ...args,
            ],
            {
              cwd: ROOT,
              env: {
                ...process.env,
                ...options.env,
                AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
              },
              stdio: ['ignore', spawnOptions.stdout === true ? 'pipe' : 'ignore', 'pipe'],
            },
          );
          child.stderr?.pipe(log);
          children.add(child);
          child.once('exit', () => children.delete(child));
          return child;
        },
        partition: () => ip('link', 'set', outside, 'down'),
        heal: () => ip('link', 'set', outside, 'up'),
      });
    }
    return { hosts, serviceAddress, proxies, logDirectory, destroy };
  } catch (error) {
    await destroy();
    throw error;
  }
}

/** Collects a child's stdout and waits for it to exit; rejects (with its stderr log path) on a non-zero exit. */
export function finished(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  let stdout = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`process did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout });
    });
  });
}
