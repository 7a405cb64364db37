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

/**
 * What a country's model calls the variables the MacroOutput is computed from. Every entity frame
 * carries `<entity>_id` and `<entity>_weight`; the names below are the other columns.
 */
export interface MacroProfile {
  readonly country: string;
  readonly household: {
    readonly netIncome: string;
    readonly marketIncome: string;
    readonly tax: string;
    readonly benefits: string;
    readonly refundableTaxCredits: string;
    readonly stateIncomeTax: string;
    readonly countPeople: string;
  };
  readonly person: {
    readonly householdId: string;
    readonly age: string;
    readonly isMale: string;
    /** An enum column; optional — planned and reported only when the data has it. */
    readonly race?: string;
    readonly inPoverty: string;
    readonly inDeepPoverty: string;
  };
  readonly programs: readonly MacroProgram[];
}

/** The id column of an entity's frame. */
export function idColumn(entity: string): string {
  return `${entity}_id`;
}

/** The weight column of an entity's frame. */
export function weightColumn(entity: string): string {
  return `${entity}_weight`;
}
