import { defineUsVariable } from '../../../../../us-variable.js';
import {
  tanfGrant,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Arkansas Transitional Employment Assistance monthly cash payment: an eligible family gets the
 * full payment amount for its size, not reduced by its income, unless its gross monthly income
 * reaches the Gross Income Trigger, when it gets half (TEA Manual 2361, 2362). For an applicant
 * the trigger cannot bind while the income standard is below it, but the rule is kept.
 */
export const ar_tea = defineUsVariable({
  id: 'ar_tea',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arkansas Transitional Employment Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: [
    'https://www.law.cornell.edu/regulations/arkansas/208-00-13-Ark-Code-R-SS-001',
    'https://humanservices.arkansas.gov/wp-content/uploads/TEA_MANUAL-10.1.24.pdf#page=92',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ar.dhs.tea.payment_standard;
    const eligible = f.get('ar_tea_eligible');
    const standard = f.get('ar_tea_payment_standard');
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return tanfGrant(f, eligible, (i) =>
      earned[i]! + unearned[i]! >= p.gross_income_trigger
        ? standard[i]! * p.reduced_payment_rate
        : standard[i]!,
    );
  },
});
