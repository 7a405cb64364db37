import { canonicalSha256 } from '../contract/index.js';
import type { EvalProgram } from './programs.js';

/** Version of the response contract; bump it when the instructions or the parser change meaning. */
export const RESPONSE_CONTRACT_VERSION = 1;

/** The instructions every prompt ends with, telling the model how to lay out its answer. */
export const RESPONSE_INSTRUCTIONS = [
  'Answer without tools. For each output listed, write one section:',
  'a line "### <output id>", then a short explanation of how you computed it (a few sentences),',
  'then a last line "value = X", where X is the annual amount in US dollars as a plain number',
  '(digits, an optional minus sign and decimal point, no dollar sign, no words). Write 0 when',
  'the household gets none of it. Every output needs its own section and its own value line.',
].join('\n');

/**
 * The response instructions for a country's money: the US ones as they are, or with the
 * currency's name and sign in place of “US dollars” and “dollar sign” (“pounds sterling”, “£”).
 */
export function responseInstructions(currency?: {
  readonly name: string;
  readonly sign: string;
}): string {
  if (currency === undefined) return RESPONSE_INSTRUCTIONS;
  return RESPONSE_INSTRUCTIONS.replace('in US dollars', `in ${currency.name}`).replace(
    'no dollar sign',
    `no ${currency.sign} sign`,
  );
}

/**
 * SHA-256 of the response contract (its version, instructions and trailer format): recorded in
 * resume sidecars, so a run never mixes answers given under different instructions.
 */
export function responseContractDigest(): string {
  return canonicalSha256({
    version: RESPONSE_CONTRACT_VERSION,
    instructions: RESPONSE_INSTRUCTIONS,
    sectionHeader: '### <id>',
    trailer: 'value = X',
  });
}

/** The output list of a prompt: one line per program, with its id and meaning. */
export function describeOutputs(programs: readonly EvalProgram[]): string {
  return programs.map((p) => `- ${p.id}: ${p.label} — ${p.description}`).join('\n');
}
