import { describe, expect, it } from 'vitest';
import { parseAnswer } from './answer-parser.js';

describe('parseAnswer', () => {
  it('reads every section with a valid trailer', () => {
    const text =
      '### snap\nThey earn too much.\nvalue = 0\n\n### eitc\nPhase-in at 34%.\nvalue = 1,234.50\n';
    expect(parseAnswer(text, ['eitc', 'snap'])).toEqual([
      { kind: 'value', program: 'eitc', value: 1234.5, explanation: 'Phase-in at 34%.' },
      { kind: 'value', program: 'snap', value: 0, explanation: 'They earn too much.' },
    ]);
  });

  it('accepts negatives and CRLF line ends', () => {
    expect(
      parseAnswer('### income_tax\r\nRefund.\r\nvalue = -512\r\n', ['income_tax'])[0],
    ).toMatchObject({ value: -512 });
  });

  it('rejects, never guesses', () => {
    const text = [
      '### a',
      'The answer is 100.',
      '### b',
      'value = $100',
      '### c',
      'value = 100 dollars',
      '### d',
      'value = 100',
      '### d',
      'value = 200',
      '### e',
      'value = 1e5',
      '### f',
      'value = 12,34',
      '### g',
      'value = 5',
      'and a line after the value',
    ].join('\n');
    expect(
      parseAnswer(text, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']).map((o) =>
        o.kind === 'rejected' ? o.reason : o.value,
      ),
    ).toEqual([
      'missing_value_trailer',
      'invalid_value',
      'invalid_value',
      'duplicate_section',
      'invalid_value',
      'invalid_value',
      'missing_value_trailer',
      'missing_section',
    ]);
  });

  it('ignores text before the first section and sections not asked for', () => {
    expect(parseAnswer('Sure!\n### x\nvalue = 1\n### snap\nvalue = 7', ['snap'])).toEqual([
      { kind: 'value', program: 'snap', value: 7, explanation: '' },
    ]);
  });
});
