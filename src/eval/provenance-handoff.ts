import { join } from 'node:path';
import { COUNTRIES } from '../contract/index.js';
import { readProvenanceFile } from './provenance-file.js';
import { PROVENANCE_ENV_VARIABLE, PROVENANCE_FILE_NAME, sameCountries } from './provenance.js';

/** Countries a provenance file may be written for: the contract's, spelled exactly (upper case is another spelling). */
export const HANDOFF_COUNTRIES: readonly string[] = COUNTRIES;

/** An environment handed to a child process. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Where an invocation's handoff stands. Only the first request moves it out of `idle`. */
export type HandoffState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'skipped'; readonly reason: string }
  | { readonly kind: 'ready'; readonly path: string; readonly countries: readonly string[] }
  | { readonly kind: 'failed'; readonly reason: string };

/** What to do on the first request: write the file for its countries, or never write. */
export type FirstRequestPlan =
  | { readonly kind: 'write'; readonly countries: readonly string[] }
  | { readonly kind: 'skip'; readonly reason: string };

/** How the writer and the read-back went. */
export type WriteOutcome =
  | { readonly kind: 'written'; readonly path: string; readonly countries: readonly string[] }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * Plans the first request of an invocation: the file is written only for exactly one country of
 * {@link HANDOFF_COUNTRIES}; anything else (several countries, an unknown spelling) means no file.
 */
export function planFirstRequest(
  countries: readonly string[],
  known: readonly string[] = HANDOFF_COUNTRIES,
): FirstRequestPlan {
  const distinct = [...new Set(countries)];
  if (distinct.length !== 1)
    return { kind: 'skip', reason: `not single-country (${distinct.join(',') || 'none'})` };
  const [country] = distinct as [string];
  if (!known.includes(country)) return { kind: 'skip', reason: `unknown country ${country}` };
  return { kind: 'write', countries: distinct };
}

/** The state after the first request's plan and, when it wrote, the writer's outcome. */
export function settleFirstRequest(plan: FirstRequestPlan, outcome?: WriteOutcome): HandoffState {
  if (plan.kind === 'skip') return { kind: 'skipped', reason: plan.reason };
  if (outcome === undefined || outcome.kind === 'failed') {
    return { kind: 'failed', reason: outcome?.reason ?? 'writer did not run' };
  }
  return { kind: 'ready', path: outcome.path, countries: outcome.countries };
}

/** The file a request's child is handed: only a written, read-back file for exactly its countries. */
export function handedFile(state: HandoffState, countries: readonly string[]): string | undefined {
  return state.kind === 'ready' && sameCountries(state.countries, countries)
    ? state.path
    : undefined;
}

/**
 * A child's environment: the parent's, minus any inherited provenance variable, plus the variable
 * naming the handed file when there is one. Nothing else changes.
 */
export function childEnvironment(
  base: Environment,
  file: string | undefined,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) {
    if (key !== PROVENANCE_ENV_VARIABLE && value !== undefined) env[key] = value;
  }
  if (file !== undefined) env[PROVENANCE_ENV_VARIABLE] = file;
  return env;
}

/** Writes the provenance file for `countries` at `path`; rejects on failure; stops when aborted. */
export type ProvenanceWriter = (request: {
  readonly path: string;
  readonly countries: readonly string[];
  readonly signal: AbortSignal;
}) => Promise<void>;

/** Options of a {@link ProvenanceHandoff}. */
export interface ProvenanceHandoffOptions {
  /** The invocation's output directory; the file is `<outputDir>/provenance.json`. */
  readonly outputDir: string;
  /** The environment children inherit (normally `process.env`, read in the CLI). */
  readonly baseEnv: Environment;
  readonly writer: ProvenanceWriter;
  /** Time limit of the writer, in milliseconds. */
  readonly writerTimeoutMs: number;
  readonly knownCountries?: readonly string[];
  /** Told why the handoff did not happen, once. */
  readonly onSkip?: (reason: string) => void;
}

/**
 * The provenance handoff of one invocation (a chunked run, or a retry round). The first request
 * decides, under a lock that concurrent model workers share: it writes the file at most once, with
 * a time limit, reads it back, and from then on hands it to children whose countries equal the
 * file's. A failed write is never retried; those children compute their own provenance.
 */
export class ProvenanceHandoff {
  #state: HandoffState = { kind: 'idle' };
  #first: Promise<void> | undefined;
  #writes = 0;

  constructor(private readonly options: ProvenanceHandoffOptions) {}

  /** How many times the writer ran (0 or 1). */
  get writes(): number {
    return this.#writes;
  }

  /** The current state. */
  get state(): HandoffState {
    return this.#state;
  }

  /** The environment for a child whose chunk covers `countries`. */
  async environmentFor(countries: readonly string[]): Promise<Record<string, string>> {
    this.#first ??= this.#settle(countries);
    await this.#first;
    return childEnvironment(this.options.baseEnv, handedFile(this.#state, countries));
  }

  async #settle(countries: readonly string[]): Promise<void> {
    const plan = planFirstRequest(countries, this.options.knownCountries);
    const outcome = plan.kind === 'write' ? await this.#write(plan.countries) : undefined;
    const state = settleFirstRequest(plan, outcome);
    this.#state = state;
    if (state.kind === 'skipped' || state.kind === 'failed') this.options.onSkip?.(state.reason);
  }

  async #write(countries: readonly string[]): Promise<WriteOutcome> {
    const path = join(this.options.outputDir, PROVENANCE_FILE_NAME);
    this.#writes += 1;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`provenance writer exceeded ${this.options.writerTimeoutMs} ms`));
      }, this.options.writerTimeoutMs);
    });
    const writing = Promise.resolve().then(() =>
      this.options.writer({ path, countries, signal: controller.signal }),
    );
    writing.catch(() => undefined); // a writer that fails after its time limit is already counted as failed
    try {
      await Promise.race([writing, timeout]);
      readProvenanceFile(path, countries); // read back before handing it on
      return { kind: 'written', path, countries };
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}
