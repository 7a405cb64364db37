import type { MacroProfile } from '../../report/index.js';

/**
 * The US MacroProfile: PolicyEngine-US variable ids for the household totals, the household's
 * state (the `states` section), the person-level poverty flags (SPM), and the programs of the
 * detailed budget. State income tax enters the detailed budget through the household total
 * (`household_state_income_tax`, the sum of its tax units' `state_income_tax`), the variable the
 * budget's `state_tax_revenue_impact` reads, so the two always agree.
 */
export const US_MACRO_PROFILE: MacroProfile = {
  country: 'us',
  labels: {
    currency: '$',
    nationalTax: 'federal tax',
    regionalTax: 'state income tax',
    poverty: 'SPM',
    regions: 'States',
    region: 'state',
  },
  household: {
    netIncome: 'household_net_income',
    marketIncome: 'household_market_income',
    tax: 'household_tax',
    benefits: 'household_benefits',
    refundableTaxCredits: 'household_refundable_tax_credits',
    stateIncomeTax: 'household_state_income_tax',
    countPeople: 'household_count_people',
    region: 'state_code',
  },
  person: {
    householdId: 'household_id',
    age: 'age',
    isMale: 'is_male',
    race: 'race',
    inPoverty: 'in_poverty',
    inDeepPoverty: 'in_deep_poverty',
  },
  programs: [
    { id: 'income_tax', variable: 'income_tax', entity: 'tax_unit', kind: 'tax' },
    {
      id: 'employee_payroll_tax',
      variable: 'employee_payroll_tax',
      entity: 'tax_unit',
      kind: 'tax',
    },
    { id: 'self_employment_tax', variable: 'self_employment_tax', entity: 'person', kind: 'tax' },
    {
      id: 'state_income_tax',
      variable: 'household_state_income_tax',
      entity: 'household',
      kind: 'tax',
    },
    { id: 'state_use_tax', variable: 'state_use_tax', entity: 'tax_unit', kind: 'tax' },
    { id: 'eitc', variable: 'eitc', entity: 'tax_unit', kind: 'credit' },
    { id: 'refundable_ctc', variable: 'refundable_ctc', entity: 'tax_unit', kind: 'credit' },
    { id: 'snap', variable: 'snap', entity: 'spm_unit', kind: 'benefit' },
    { id: 'ssi', variable: 'ssi', entity: 'person', kind: 'benefit' },
    { id: 'free_school_meals', variable: 'free_school_meals', entity: 'spm_unit', kind: 'benefit' },
    {
      id: 'reduced_price_school_meals',
      variable: 'reduced_price_school_meals',
      entity: 'spm_unit',
      kind: 'benefit',
    },
  ],
  // The use tax PolicyEngine imputes in some states (CA, IL, NC, PA) is a state tax too: the
  // states section counts it in each state's state tax change.
  otherStateTaxPrograms: ['state_use_tax'],
};
