/** Program kinds of the detailed budget. */
export const PROGRAM_KINDS = ['tax', 'benefit', 'credit'] as const;
/** A program kind. */
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** One program of the detailed budget: its id, the variable that holds it, and that variable's entity. */
export interface MacroProgram {
  readonly id: string;
  readonly variable: string;
  readonly entity: string;
  readonly kind: ProgramKind;
}

/** How a country's reports are worded for people: its currency and the names of its taxes, poverty measure and regions. */
export interface ReportLabels {
  /** The currency symbol money is printed with (`$`, `£`). */
  readonly currency: string;
  /** The taxes other than the regional income tax (`federal tax`; for the UK, income tax and NI). */
  readonly nationalTax: string;
  /** The regional income tax (`state income tax`; `Scottish income tax`). */
  readonly regionalTax: string;
  /** The poverty measure of the `poverty` section (`SPM`; `HBAI absolute, BHC`). */
  readonly poverty: string;
  /** The regions of the `states` section, plural and capitalised (`States`, `Regions`). */
  readonly regions: string;
  /** One region, lower case (`state`, `region`). */
  readonly region: string;
}

/** What every further poverty measure has: its key in `poverty_measures` and its label. */
interface PovertyMeasureBase {
  /** Key of the measure in the MacroOutput's `poverty_measures` (`absolute_bhc`). */
  readonly id: string;
  /** What it is, for people (`HBAI absolute poverty, before housing costs`). */
  readonly label: string;
}

/**
 * A poverty measure the model flags: its person flags of poverty and deep poverty. Each flag must
 * depend on the person's household alone (a fixed line), so segments and regions agree with the
 * national run.
 */
export interface FlaggedPovertyMeasure extends PovertyMeasureBase {
  readonly inPoverty: string;
  readonly inDeepPoverty: string;
}

/**
 * A relative poverty measure, drawn by the report: a person is poor when their household's
 * income (`householdIncome`, an equivalised household column) is below `share` of the
 * person-weighted median over the report's people, deep below `deepShare`; each policy takes its
 * own median. The report draws it over the merged frames, so segmentation cannot change it; a
 * report of some regions takes their median, not the nation's.
 */
export interface RelativePovertyMeasure extends PovertyMeasureBase {
  readonly relative: {
    readonly householdIncome: string;
    readonly share: number;
    readonly deepShare: number;
  };
}

/** A further poverty measure of a country, reported beside the headline one (`person.inPoverty`). */
export type PovertyMeasure = FlaggedPovertyMeasure | RelativePovertyMeasure;

/** Whether a measure is drawn by the report from a median (rather than flagged by the model). */
export function isRelativePovertyMeasure(m: PovertyMeasure): m is RelativePovertyMeasure {
  return 'relative' in m;
}

/**
 * What a country's model calls the variables the MacroOutput is computed from. Every entity frame
 * carries `<entity>_id` and `<entity>_weight`; the names below are the other columns.
 */
export interface MacroProfile {
  readonly country: string;
  /** How its reports are worded (currency, taxes, poverty measure, regions). */
  readonly labels: ReportLabels;
  readonly household: {
    readonly netIncome: string;
    readonly marketIncome: string;
    readonly tax: string;
    readonly benefits: string;
    readonly refundableTaxCredits: string;
    readonly stateIncomeTax: string;
    readonly countPeople: string;
    /**
     * The household's region: an enum column of the household frame (a state, say); optional —
     * the `states` section is planned and reported only when the profile names one.
     */
    readonly region?: string;
  };
  readonly person: {
    readonly householdId: string;
    readonly age: string;
    readonly isMale: string;
    /** An enum column; optional — planned and reported only when the data has it. */
    readonly race?: string;
    /** The headline poverty measure (the `poverty` section; SPM in the US). */
    readonly inPoverty: string;
    readonly inDeepPoverty: string;
    /**
     * Further poverty measures, each reported by age group in `poverty_measures` with the
     * `poverty` aggregate (the UK's HBAI absolute and relative poverty before and after housing
     * costs); optional — without them the section is absent.
     */
    readonly povertyMeasures?: readonly PovertyMeasure[];
  };
  readonly programs: readonly MacroProgram[];
  /**
   * Ids of programs (of `programs`) that are sub-national taxes other than state income tax — a
   * state use tax, say — counted in household tax: the `states` section reports their change
   * apart, so that its federal tax change is household tax less every state tax. Read only with
   * `household.region`. A program's rows reach their household through the person frame
   * (`person.householdId`, and `<entity>_id` for a group entity).
   */
  readonly otherStateTaxPrograms?: readonly string[];
}

/** The id column of an entity's frame. */
export function idColumn(entity: string): string {
  return `${entity}_id`;
}

/** The weight column of an entity's frame. */
export function weightColumn(entity: string): string {
  return `${entity}_weight`;
}
