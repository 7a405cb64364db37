import { describe, expect, it } from 'vitest';
import { parseQueueUrl } from './bullmq-protocol.js';

describe('parseQueueUrl', () => {
  it('reads Redis URLs with credentials, database and TLS', () => {
    expect(parseQueueUrl('redis://127.0.0.1')).toEqual({
      kind: 'redis',
      host: '127.0.0.1',
      port: 6379,
    });
    expect(parseQueueUrl('rediss://user:p%40ss@cache.example:6380/2')).toEqual({
      kind: 'redis',
      host: 'cache.example',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: true,
    });
  });

  it('reads PostgreSQL URLs and rejects other schemes', () => {
    expect(parseQueueUrl('postgres://postgres@127.0.0.1:5432/test')).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
      migrate: true,
    });
    expect(
      parseQueueUrl(
        'postgresql://u@db.example/q?schema=fiscus_queue&migrate=false&sslmode=require',
      ),
    ).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@db.example/q?sslmode=require',
      migrate: false,
      schema: 'fiscus_queue',
    });
    expect(() => parseQueueUrl('http://example.com')).toThrow(TypeError);
  });
});
