import { isAbsolute, resolve } from 'node:path';
import { InvalidStoreLocationError } from './artifact-errors.js';

/** Where an artifact store lives: a filesystem directory, or a bucket (and key prefix) of an S3 server. */
export type StoreLocation =
  | { readonly kind: 'fs'; readonly root: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** Key prefix inside the bucket: empty, or ending in `/`. */
      readonly prefix: string;
      /** The server's URL (`http(s)://host:port`); none: AWS's own endpoint for the region. */
      readonly endpoint?: string;
      readonly region: string;
    };

/** The region an `s3://` location without `region=` names. */
export const DEFAULT_S3_REGION = 'us-east-1';

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Parses a `--store` value. `s3://bucket/prefix?endpoint=http://127.0.0.1:7480&region=us-east-1`
 * names a bucket (and an optional key prefix) of an S3 server; anything else is a directory,
 * resolved against `cwd`. Credentials never go in the location (they come from the standard AWS
 * environment variables): a location carrying a user or password is refused, and so is an
 * unknown query parameter, a bad bucket name, a prefix that is not a safe key, or an endpoint
 * that is not an http(s) URL. Throws {@link InvalidStoreLocationError} (`invalid_store_location`).
 */
export function parseStoreLocation(text: string, cwd: string = process.cwd()): StoreLocation {
  if (!/^s3:\/\//i.test(text)) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
      throw new InvalidStoreLocationError(
        redactLocation(text),
        'only s3:// URLs and directories are stores',
      );
    if (text === '') throw new InvalidStoreLocationError(text, 'empty store location');
    return { kind: 'fs', root: isAbsolute(text) ? text : resolve(cwd, text) };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidStoreLocationError(redactLocation(text), 'not a URL');
  }
  const shown = redactLocation(text);
  if (url.username !== '' || url.password !== '')
    throw new InvalidStoreLocationError(
      shown,
      'credentials do not go in the store URL; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  const bucket = url.hostname;
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new InvalidStoreLocationError(shown, `bad bucket name ${JSON.stringify(bucket)}`);
  if (url.port !== '')
    throw new InvalidStoreLocationError(shown, 'the server goes in endpoint=, not in the bucket');
  const segments = decodeURIComponent(url.pathname)
    .split('/')
    .filter((s) => s !== '');
  for (const segment of segments)
    if (!PREFIX_SEGMENT.test(segment))
      throw new InvalidStoreLocationError(
        shown,
        `prefix segment ${JSON.stringify(segment)} must be [A-Za-z0-9._-] and not start with a dot`,
      );
  let endpoint: string | undefined;
  let region = DEFAULT_S3_REGION;
  for (const [name, value] of url.searchParams) {
    if (name === 'endpoint') {
      let parsed: URL | undefined;
      try {
        parsed = new URL(value);
      } catch {
        parsed = undefined;
      }
      if (
        parsed === undefined ||
        !['http:', 'https:'].includes(parsed.protocol) ||
        parsed.username !== '' ||
        parsed.password !== ''
      )
        throw new InvalidStoreLocationError(
          shown,
          'endpoint= must be an http(s) URL without credentials',
        );
      endpoint = parsed.origin;
    } else if (name === 'region') {
      if (!/^[a-z0-9-]{1,32}$/.test(value))
        throw new InvalidStoreLocationError(shown, `bad region ${JSON.stringify(value)}`);
      region = value;
    } else {
      throw new InvalidStoreLocationError(
        shown,
        `unknown parameter ${JSON.stringify(name)} (endpoint, region)`,
      );
    }
  }
  return {
    kind: 's3',
    bucket,
    prefix: segments.length === 0 ? '' : `${segments.join('/')}/`,
    ...(endpoint === undefined ? {} : { endpoint }),
    region,
  };
}

/** The location as text again: the directory, or the canonical `s3://` URL (which never holds credentials). */
export function formatStoreLocation(location: StoreLocation): string {
  if (location.kind === 'fs') return location.root;
  const query = new URLSearchParams();
  if (location.endpoint !== undefined) query.set('endpoint', location.endpoint);
  query.set('region', location.region);
  return `s3://${location.bucket}/${location.prefix}?${query.toString()}`;
}

/**
 * A `--store` value in the form every process can open alike: a directory made absolute against
 * `cwd`, or the canonical `s3://` URL. Throws {@link InvalidStoreLocationError} as
 * {@link parseStoreLocation} does.
 */
export function resolveStoreLocation(text: string, cwd: string = process.cwd()): string {
  return formatStoreLocation(parseStoreLocation(text, cwd));
}

/** Text of a location fit for an error message: any user and password of a URL replaced. */
function redactLocation(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1<redacted>@');
}
