/**
 * A TCP proxy on loopback in front of the S3 server that can answer the next connections with
 * canned HTTP responses instead of forwarding them (a 409 ConditionalRequestConflict, a 503…), to
 * test how the S3 store meets those answers from a real server's point of view.
 */
import { connect, createServer, type Socket } from 'node:net';

/** An HTTP response with an S3 error document. */
export function s3ErrorResponse(status: string, code: string): string {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  return `HTTP/1.1 ${status}\r\nContent-Type: application/xml\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

export interface FaultProxy {
  readonly endpoint: string;
  /** Answers the next connections with these responses, one each, then forwards again; cuts open connections. */
  respondWith(responses: readonly string[]): void;
  /** Connections answered with a canned response so far. */
  readonly answered: number;
  close(): Promise<void>;
}

export async function startFaultProxy(upstreamPort: number): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  let canned: string[] = [];
  let answered = 0;
  const server = createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const response = canned.shift();
    if (response !== undefined) {
      answered += 1;
      client.once('data', () => client.end(response));
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    respondWith(responses) {
      canned = [...responses];
      for (const socket of sockets) socket.destroy();
    },
    get answered() {
      return answered;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
