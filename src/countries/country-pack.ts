import type { Policy } from '../contract/index.js';
import type { CalibrationReport, Dataset } from '../data/index.js';
import type { CountryModel, CountryRegions } from '../executor/index.js';
import type { MacroProfile } from '../report/index.js';
import type { DatasetIdentity } from '../cache/index.js';
import type { MarginalRateSpec, TaxSystem } from '../engine/index.js';

/** How the default dataset of a country is made. */
export interface DatasetMakeup {
  /** Households of the synthetic default dataset, when a configuration names none. */
  readonly households: number;
  /** Seed of the synthetic default dataset, when a configuration names none. */
  readonly seed: number;
}

/**
 * A country's default dataset: its make-up version, the years it can be built for, how one year
 * is built (calibrated to the given model's program totals, so it takes the system), and its
 * identity in the baseline cache.
 */
export interface CountryDataset {
  /** The name requests give the default dataset. */
  readonly name: string;
  /** Version of the dataset's make-up (generator and calibration); bump it when either changes. */
  readonly dataVersion: string;
  /** Defaults of the synthetic dataset's size and seed. */
  readonly defaults: DatasetMakeup;
  /** The years one can be built for. */
  readonly years: readonly number[];
  /** Builds one year of the default dataset, calibrated with the given current-law system, and says how calibration went. */
  build(
    options: DatasetMakeup & { readonly year: number },
    system: TaxSystem,
  ): { readonly dataset: Dataset; readonly reports: readonly CalibrationReport[] };
  /** The `ds1` identity of the default dataset for a make-up and the rules of the model it is calibrated to. */
  identity(options: DatasetMakeup, modelRulesHash: string): DatasetIdentity;
  /**
   * Reads a user's dataset for a year, with its own weights: a PolicyEngine-style HDF5 file, or a
   * directory of per-entity CSV or Parquet files (as Fiscus saves datasets). Every unknown or
   * missing column is named in one typed error. Absent: the country reads no files.
   */
  readFile?(path: string, year: number): Promise<Dataset>;
}

/** An output the LLM benchmark asks for: a variable of the country's model, summed over the household. */
export interface BenchmarkProgram {
  /** Variable id in the country model (and the key of the answer section). */
  readonly id: string;
  /** Short name shown in prompts and leaderboards. */
  readonly label: string;
  /** What the value means, as told to the model. */
  readonly description: string;
}

/**
 * Everything Fiscus knows of one country, behind one seam (like a database library's dialect):
 * the model, its regions and segments, what the MacroOutput reads from its frames, its default
 * dataset, the LLM benchmark's programs, and the example reform the CLI runs by default. The
 * pack table (`COUNTRY_PACKS`) is the only importer of `models/<country>`; nothing outside
 * `countries/<country>` and `models/<country>` names a country.
 */
export interface CountryPack {
  /** The country id that requests, datasets and artifact keys use (lower-case, like the folder's name). */
  readonly id: string;
  /** The country's name, for people. */
  readonly label: string;
  /** Loads the model: its version and a freshly built current-law system (the expensive step; imported lazily). */
  loadModel(): Promise<CountryModel>;
  /** The regions a report may name and the segments of a national run. */
  readonly regions: CountryRegions;
  /** The variables the MacroOutput is computed from. */
  readonly macroProfile: MacroProfile;
  /** The default dataset. */
  readonly dataset: CountryDataset;
  /** The LLM benchmark: its programs, in prompt order, and the law prompts ask about (“current US federal law”). */
  readonly benchmark: {
    readonly programs: readonly BenchmarkProgram[];
    readonly law: string;
    /** Where its households live, as prompts say it (“United Kingdom”); default “United States”. */
    readonly place?: string;
    /** The name of its currency in the answer instructions (“pounds sterling”); default US dollars. */
    readonly currencyName?: string;
    /** The person inputs a scenario's `total_income` sums; default the eval's US list (`INCOME_INPUTS`). */
    readonly incomeInputs?: readonly string[];
    /**
     * Whether its scenarios carry a filing status (guessed from the household's make-up when the
     * model computes none); default true. False for a country without filing units (the UK).
     */
    readonly filingStatus?: boolean;
  };
  /** The reform `fiscus report` runs when none is given, and where it is written down. */
  readonly exampleReform: {
    readonly policy: Policy;
    readonly file: string;
    readonly summary: string;
  };
  /** The year commands default to. */
  readonly defaultYear: number;
  /**
   * The plural keys of its situations' entities (`people`, `households`…), by which `fiscus calc`
   * recognises a situation of this country when no `--country` is given; optional.
   */
  readonly situationEntities?: readonly string[];
  /** How marginal rates and benefit cliffs of a household are measured in this model (none: not offered). */
  readonly marginalRates?: MarginalRateSpec;
}
