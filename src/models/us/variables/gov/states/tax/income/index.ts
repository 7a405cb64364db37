/**
 * The state income tax framework: the common `state_*` variables (`state_income_tax`, `state_agi`,
 * …), each selecting per tax unit the variables of the unit's own state, and the interface a
 * state implements ({@link StateIncomeTax}). The register of states is `gov/states/index.ts`.
 */
export {
  adjusted_gross_income_person,
  tax_unit_filer_count,
} from './adjusted_gross_income_person.js';
export { defineStateIncomeTaxFramework } from './define-state-income-tax.js';
export { PERSON_STATE_TAX_ROLES, STATE_TAX_ROLE } from './state-income-tax.js';
export type { StateCode, StateIncomeTax, StateTaxRole } from './state-income-tax.js';
