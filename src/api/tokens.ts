import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a token may do: compute households, run reports, read reports and metadata, administer. */
export const Scope = {
  calculate: 'calculate',
  report: 'report',
  read: 'read',
  admin: 'admin',
} as const;
/** One of {@link Scope}'s values. */
export type Scope = (typeof Scope)[keyof typeof Scope];

const SCOPES = Object.values(Scope) as [Scope, ...Scope[]];

/**
 * One entry of a tokens document: a name (what logs and rate limits key on, never the token), the
 * scopes, and either the token itself or its SHA-256 in hex. Only the hash is kept in memory.
 */
export const TokenEntrySchema = z
  .strictObject({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'token names are 1–64 of A-Z a-z 0-9 . _ -'),
    scopes: z.array(z.enum(SCOPES)).min(1),
    token: z.string().min(16, 'tokens are at least 16 characters').optional(),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'sha256 is 64 lower-case hex digits')
      .optional(),
  })
  .refine((e) => (e.token === undefined) !== (e.sha256 === undefined), {
    message: 'give exactly one of token and sha256',
  });

/** The tokens document: `{"tokens": [...]}` (a tokens file, or the FISCUS_API_TOKENS variable). */
export const TokensDocumentSchema = z.strictObject({ tokens: z.array(TokenEntrySchema) });

/** A token as the server keeps it: its name, scopes and SHA-256; never the token. */
export interface StoredToken {
  readonly name: string;
  readonly scopes: ReadonlySet<Scope>;
  readonly sha256: Buffer;
}

/** A tokens document that does not parse, with every problem listed. */
export class TokensConfigError extends Error {
  readonly code = 'invalid_tokens_config';
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(
      `the tokens document is invalid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
    this.name = 'TokensConfigError';
  }
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Parses a tokens document (already JSON-decoded) into stored tokens, hashing any plain token. */
export function parseTokens(document: unknown): StoredToken[] {
  const parsed = TokensDocumentSchema.safeParse(document);
  if (!parsed.success)
    throw new TokensConfigError(
      parsed.error.issues.map((i) => ({ path: i.path.join('.') || '$', message: i.message })),
    );
  const names = new Set<string>();
  const duplicates = parsed.data.tokens.filter((t) => names.size === names.add(t.name).size);
  if (duplicates.length > 0)
    throw new TokensConfigError(
      duplicates.map((t) => ({ path: t.name, message: 'token names must be unique' })),
    );
  return parsed.data.tokens.map((t) => ({
    name: t.name,
    scopes: new Set(t.scopes),
    sha256: t.token === undefined ? Buffer.from(t.sha256!, 'hex') : sha256(t.token),
  }));
}

/**
 * The stored token a presented bearer token is, or undefined. Every stored hash is compared, in
 * constant time, so the time taken says nothing about which token (or how much of one) matched.
 */
export function findToken(
  tokens: readonly StoredToken[],
  presented: string,
): StoredToken | undefined {
  const hash = sha256(presented);
  let found: StoredToken | undefined;
  for (const token of tokens) if (timingSafeEqual(token.sha256, hash)) found ??= token;
  return found;
}

/** Whether a token may use a route that needs `scope`: it holds the scope, or `admin`. */
export function hasScope(token: StoredToken, scope: Scope): boolean {
  return token.scopes.has(scope) || token.scopes.has(Scope.admin);
}
