import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findToken, hasScope, parseTokens, TokensConfigError } from './tokens.js';

const hex = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('tokens', () => {
  it('keeps only the SHA-256 of a plain token and finds either form', () => {
    const tokens = parseTokens({
      tokens: [
        { name: 'plain', scopes: ['calculate'], token: 'plain-token-0123456789' },
        { name: 'hashed', scopes: ['read'], sha256: hex('hashed-token-0123456789') },
      ],
    });
    expect(JSON.stringify(tokens)).not.toContain('plain-token-0123456789');
    expect(tokens[0]!.sha256.toString('hex')).toBe(hex('plain-token-0123456789'));
    expect(findToken(tokens, 'plain-token-0123456789')?.name).toBe('plain');
    expect(findToken(tokens, 'hashed-token-0123456789')?.name).toBe('hashed');
    expect(findToken(tokens, 'plain-token-012345678')).toBeUndefined();
    expect(findToken(tokens, '')).toBeUndefined();
  });

  it('grants a scope to its holder and to admin only', () => {
    const [reader, admin] = parseTokens({
      tokens: [
        { name: 'r', scopes: ['read'], token: 'reader-token-0123456789' },
        { name: 'a', scopes: ['admin'], token: 'admin-token-0123456789' },
      ],
    });
    expect(hasScope(reader!, 'read')).toBe(true);
    expect(hasScope(reader!, 'report')).toBe(false);
    expect(hasScope(admin!, 'report')).toBe(true);
  });

  it('rejects a bad document listing every problem', () => {
    const bad = () =>
      parseTokens({
        tokens: [
          { name: 'x', scopes: ['write'], token: 'short' },
          { name: 'y', scopes: ['read'] },
        ],
      });
    expect(bad).toThrow(TokensConfigError);
    try {
      bad();
    } catch (error) {
      const paths = (error as TokensConfigError).issues.map((i) => i.path);
      expect(paths).toEqual(
        expect.arrayContaining(['tokens.0.scopes.0', 'tokens.0.token', 'tokens.1']),
      );
    }
    expect(() =>
      parseTokens({
        tokens: [
          { name: 'same', scopes: ['read'], token: 'first-token-0123456789' },
          { name: 'same', scopes: ['read'], token: 'second-token-0123456789' },
        ],
      }),
    ).toThrow(/unique/);
  });
});
