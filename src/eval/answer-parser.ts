/** Why an output of an answer was rejected. */
export const REJECTION_REASONS = [
  'missing_section',
  'duplicate_section',
  'missing_value_trailer',
  'invalid_value',
] as const;
/** A rejection reason. */
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** One output of a parsed answer: a value with its explanation, or a rejection. */
export type ParsedOutput =
  | {
      readonly kind: 'value';
      readonly program: string;
      readonly value: number;
      readonly explanation: string;
    }
  | { readonly kind: 'rejected'; readonly program: string; readonly reason: RejectionReason };

/** Longest explanation kept, in characters. */
export const MAX_EXPLANATION_LENGTH = 2000;

const HEADER = /^###\s+([A-Za-z0-9_]+)\s*$/;
const TRAILER = /^value\s*=\s*(.*)$/;
// A plain number: optional minus, digits (optionally grouped by commas in threes), optional decimals.
const NUMBER = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/**
 * Parses a model's answer strictly. Each requested program must have exactly one `### <id>`
 * section whose last non-empty line is `value = X` with X a plain number. Anything else is
 * rejected with a reason — a value is never guessed from the explanation.
 */
export function parseAnswer(text: string, programs: readonly string[]): ParsedOutput[] {
  const sections = new Map<string, string[][]>();
  let current: string[] | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const header = HEADER.exec(line.trim());
    if (header !== null) {
      const id = header[1]!;
      current = [];
      sections.set(id, [...(sections.get(id) ?? []), current]);
    } else if (current !== undefined) {
      current.push(line);
    }
  }
  return programs.map((program): ParsedOutput => {
    const found = sections.get(program);
    if (found === undefined) return { kind: 'rejected', program, reason: 'missing_section' };
    if (found.length > 1) return { kind: 'rejected', program, reason: 'duplicate_section' };
    const lines = found[0]!.map((l) => l.trim()).filter((l) => l.length > 0);
    const last = lines.at(-1);
    const trailer = last === undefined ? null : TRAILER.exec(last);
    if (trailer === null) return { kind: 'rejected', program, reason: 'missing_value_trailer' };
    const raw = trailer[1]!.trim();
    if (!NUMBER.test(raw)) return { kind: 'rejected', program, reason: 'invalid_value' };
    const value = Number(raw.replace(/,/g, ''));
    if (!Number.isFinite(value)) return { kind: 'rejected', program, reason: 'invalid_value' };
    const explanation = lines.slice(0, -1).join('\n').slice(0, MAX_EXPLANATION_LENGTH);
    return { kind: 'value', program, value, explanation };
  });
}
