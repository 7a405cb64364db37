/**
 * The CLI's one reader of input documents: JSON files (or standard input for `-`) whose errors
 * name the file, and the reform (policy) files every command takes — `fiscus calc --reform` and
 * `fiscus report --reform/--baseline` read them here, so a file one command takes, all take.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Policy, ValidationIssue } from '../contract/index.js';
import type { ParameterReform, TaxSystem } from '../engine/index.js';
import { describeSystemError } from './errors.js';

/** Codes of {@link InputFileError}. */
export const InputFileCode = {
  unreadable: 'input_unreadable',
  invalidJson: 'invalid_json',
  invalidPolicy: 'invalid_policy',
  tooLarge: 'input_too_large',
} as const;

/**
 * Largest whole-JSON input file read, in bytes: 64 MiB. A parsed batch takes many times its file
 * size in memory (a 200 MB batch exhausts V8's heap); larger batches go as JSON Lines
 * (`fiscus calc --jsonl`), computed in chunks.
 */
export const MAX_JSON_INPUT_BYTES = 64 * 1024 * 1024;

/** One problem of an input file, at a path inside the document: the contract's issue. */
export type InputFileIssue = ValidationIssue;

/** An input file that cannot be read, is not JSON, or is not a valid policy; names the file. */
export class InputFileError extends Error {
  readonly issues: readonly InputFileIssue[];
  constructor(
    readonly code: (typeof InputFileCode)[keyof typeof InputFileCode],
    message: string,
    readonly file: string,
    issues: readonly InputFileIssue[] = [],
  ) {
    super(message);
    this.name = 'InputFileError';
    this.issues = issues;
  }
}

/** The name `-` (standard input) is shown as. */
const STDIN_NAME = '<stdin>';

/**
 * Reads and parses a JSON document: the file at `path`, or standard input when `path` is `-`.
 * Throws {@link InputFileError} naming the file (and `what` it is) when it cannot be read or is
 * not JSON.
 */
export function readJsonInput(path: string, what: string): unknown {
  const name = path === '-' ? STDIN_NAME : path;
  let text: string;
  try {
    const bytes = path === '-' ? 0 : statSync(path).size;
    if (bytes > MAX_JSON_INPUT_BYTES)
      throw new InputFileError(
        InputFileCode.tooLarge,
        `${what} ${name} is ${(bytes / 1e6).toFixed(0)} MB; whole-JSON input is limited to ${MAX_JSON_INPUT_BYTES / 1024 / 1024} MiB. Give large batches as JSON Lines (one situation per line) with --jsonl: they are computed in chunks with bounded memory`,
        name,
      );
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw new InputFileError(
      InputFileCode.unreadable,
      `cannot read ${what} ${name}: ${describeSystemError(error) ?? String(error)}`,
      name,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputFileError(
      InputFileCode.invalidJson,
      `${what} ${name} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      name,
    );
  }
}

/**
 * Reads a policy (reform) file: `{ "reform": { path: { period: value } }, "structural"?: [...] }`,
 * a bare PolicyEngine reform `{ path: { period: value } }`, or `"current-law"`. The document is
 * checked against the report contract's policy schema, every problem at once, so `fiscus calc`
 * takes exactly the files `fiscus report` takes. Async: the contract is loaded only when a
 * policy file is given.
 */
export async function readPolicyFile(
  path: string,
  what = 'reform file',
  warn: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
): Promise<Policy> {
  const json = readJsonInput(path, what);
  const { PolicySchema } = await import('../contract/index.js');
  const candidate =
    json !== null && typeof json === 'object' && !Array.isArray(json) && !('reform' in json)
      ? { reform: json }
      : json;
  const parsed = PolicySchema.safeParse(candidate);
  const name = path === '-' ? STDIN_NAME : path;
  if (parsed.success) {
    // Overlapping periods on one parameter are allowed (the later-starting one wins) but said.
    if (parsed.data !== 'current-law') {
      const { reformWarnings } = await import('../engine/index.js');
      for (const warning of reformWarnings(parsed.data.reform as ParameterReform))
        warn(`warning [${warning.code}] ${name}: ${warning.path}: ${warning.message}`);
    }
    return parsed.data;
  }
  // The union's issues: keep those of the object branch (a file is rarely meant as "current-law").
  const issues = flattenIssues(parsed.error.issues).map((issue) => ({
    code: issue.code,
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const unique = issues.filter(
    (issue, i) =>
      issues.findIndex((other) => other.path === issue.path && other.message === issue.message) ===
      i,
  );
  throw new InputFileError(
    InputFileCode.invalidPolicy,
    `${what} ${name} is not a valid policy (${unique.length} problem${unique.length === 1 ? '' : 's'})`,
    name,
    unique,
  );
}

/** A zod issue as far as it is read here. */
interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly params?: { readonly code?: string };
  readonly errors?: readonly (readonly ZodIssueLike[])[];
}

/** The issues of a union failure: those of the branch that got furthest (the policy object). */
function flattenIssues(
  issues: readonly ZodIssueLike[],
): { code: string; path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'invalid_union' && issue.errors !== undefined && issue.errors.length > 0) {
      const branches = issue.errors.filter(
        (branch) => !branch.some((each) => each.code === 'invalid_value'),
      );
      return flattenIssues(
        (branches[0] ?? issue.errors.at(-1)!).map((each) => ({
          ...each,
          path: [...issue.path, ...each.path],
        })),
      );
    }
    return [
      { code: issue.params?.code ?? issue.code, path: [...issue.path], message: issue.message },
    ];
  });
}

/** The system a policy describes: current law as is, or with the reform (and structural reforms) applied. */
export function systemUnderPolicy(system: TaxSystem, policy: Policy): TaxSystem {
  return policy === 'current-law'
    ? system
    : system.withReform(policy.reform, policy.structural ?? []);
}
