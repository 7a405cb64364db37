/**
 * How a state's income tax plugs into the framework: which of the state's variables play each
 * common role (`state_agi`, `state_income_tax`, …). Each state folder under
 * `gov/states/<st>/tax/income/` has one `<st>-income-tax.ts` exporting its {@link StateIncomeTax};
 * the framework's variables select, for each tax unit, the role's variables of the unit's own state.
 */
import type { UsVariableId } from '../../../../../variable-ids.generated.js';
import type { STATE_CODE } from '../../../../enums.js';

/** A two-letter state code (a name of the `state_code` enum). */
export type StateCode = (typeof STATE_CODE.names)[number];

/**
 * The common roles of a state income tax, PolicyEngine-US's framework ids without `state_`.
 * The person-level roles ({@link PERSON_STATE_TAX_ROLES}): `withheld_income_tax`, an estimate of
 * the year's withholding (the SALT deduction reads it instead of the liability, which itself
 * depends on federal itemising in some states), and `employee_payroll_tax`, the state's payroll
 * contributions withheld from wages (unemployment, disability, paid leave), which count in
 * `employee_payroll_tax` as PolicyEngine-US counts them.
 */
export const STATE_TAX_ROLE = {
  agi: 'agi',
  taxable_income: 'taxable_income',
  standard_deduction: 'standard_deduction',
  itemized_deductions: 'itemized_deductions',
  income_tax_before_refundable_credits: 'income_tax_before_refundable_credits',
  non_refundable_credits: 'non_refundable_credits',
  refundable_credits: 'refundable_credits',
  income_tax: 'income_tax',
  eitc: 'eitc',
  ctc: 'ctc',
  cdcc: 'cdcc',
  property_tax_credit: 'property_tax_credit',
  use_tax: 'use_tax',
  withheld_income_tax: 'withheld_income_tax',
  employee_payroll_tax: 'employee_payroll_tax',
} as const;
export type StateTaxRole = (typeof STATE_TAX_ROLE)[keyof typeof STATE_TAX_ROLE];

/** Roles filled by person variables; the framework's tax-unit value sums the members. */
export const PERSON_STATE_TAX_ROLES: ReadonlySet<StateTaxRole> = new Set<StateTaxRole>([
  'withheld_income_tax',
  'employee_payroll_tax',
]);

/** Roles every state must fill; the others are 0 where a state leaves them out. */
export type RequiredStateTaxRole =
  | 'income_tax_before_refundable_credits'
  | 'non_refundable_credits'
  | 'refundable_credits'
  | 'income_tax'
  | 'withheld_income_tax';

/**
 * One state's income tax: the ids (summed when several) filling each role. The state's variables
 * themselves are ordinary variable files in its folder (each `definedFor` the state), registered
 * like every other.
 */
export interface StateIncomeTax {
  /** The state. */
  readonly state: StateCode;
  /** For each role, the variable ids whose sum is the role's value in this state. */
  readonly roles: Readonly<Record<RequiredStateTaxRole, readonly UsVariableId[]>> &
    Readonly<Partial<Record<StateTaxRole, readonly UsVariableId[]>>>;
}
