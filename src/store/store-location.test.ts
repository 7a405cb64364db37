import { describe, expect, it } from 'vitest';
import { formatStoreLocation, parseStoreLocation } from './store-location.js';

const codeOf = (text: string): string | undefined => {
  try {
    parseStoreLocation(text, '/work');
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('parseStoreLocation', () => {
  it('reads a directory, resolved against the working directory', () => {
    expect(parseStoreLocation('store', '/work')).toEqual({ kind: 'fs', root: '/work/store' });
    expect(parseStoreLocation('/abs/store', '/work')).toEqual({ kind: 'fs', root: '/abs/store' });
  });

  it('reads a bucket, a prefix, an endpoint and a region', () => {
    expect(
      parseStoreLocation(
        's3://fiscus-artifacts/prod/v1?endpoint=http%3A%2F%2F127.0.0.1%3A7480&region=eu-west-2',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'fiscus-artifacts',
      prefix: 'prod/v1/',
      endpoint: 'http://127.0.0.1:7480',
      region: 'eu-west-2',
    });
    expect(parseStoreLocation('s3://bucket?endpoint=http://127.0.0.1:7480')).toEqual({
      kind: 's3',
      bucket: 'bucket',
      prefix: '',
      endpoint: 'http://127.0.0.1:7480',
      region: 'us-east-1',
    });
    expect(parseStoreLocation('s3://bucket/')).toEqual({
      kind: 's3',
      bucket: 'bucket',
      prefix: '',
      region: 'us-east-1',
    });
  });

  it('formats a location back to a URL that parses to the same location', () => {
    for (const text of [
      's3://fiscus-artifacts/prod/v1?endpoint=http://127.0.0.1:7480&region=eu-west-2',
      's3://bucket',
    ]) {
      const parsed = parseStoreLocation(text);
      expect(parseStoreLocation(formatStoreLocation(parsed))).toEqual(parsed);
    }
  });

  it.each([
    ['credentials in the URL', 's3://AKIA:secret@bucket/p'],
    ['a user in the URL', 's3://AKIA@bucket/p'],
    ['a bad bucket', 's3://Bad_Bucket/p'],
    ['a port on the bucket', 's3://bucket:9000/p'],
    ['a dot-segment prefix', 's3://bucket/.hidden/p'],
    ['an unknown parameter', 's3://bucket/p?secret=x'],
    ['a non-http endpoint', 's3://bucket/p?endpoint=ftp://x'],
    ['an endpoint with credentials', 's3://bucket/p?endpoint=http://u:p@127.0.0.1:7480'],
    ['a bad region', 's3://bucket/p?region=EU WEST'],
    ['another scheme', 'gs://bucket/p'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(codeOf(text)).toBe('invalid_store_location');
  });

  it('never repeats credentials in its error message', () => {
    expect(() => parseStoreLocation('s3://AKIAEXAMPLE:topsecret@bucket/p')).toThrow(
      expect.objectContaining({
        message: expect.not.stringMatching(/AKIAEXAMPLE|topsecret/) as string,
      }) as Error,
    );
  });
});
