import type { BenchmarkProgram } from '../country-pack.js';

/** The UK outputs the benchmark can ask for, in prompt order (PolicyEngine-UK ids). */
export const UK_BENCHMARK_PROGRAMS: readonly BenchmarkProgram[] = [
  {
    id: 'income_tax',
    label: 'Income tax',
    description:
      'income tax for the year, including the High Income Child Benefit Charge, in pounds per year',
  },
  {
    id: 'national_insurance',
    label: 'National Insurance',
    description:
      'employee Class 1 and self-employed Class 2 and 4 contributions, in pounds per year',
  },
  {
    id: 'child_benefit',
    label: 'Child Benefit',
    description: 'Child Benefit before the High Income Child Benefit Charge, in pounds per year',
  },
  {
    id: 'universal_credit',
    label: 'Universal Credit',
    description: 'Universal Credit after the benefit cap, in pounds per year',
  },
  {
    id: 'pension_credit',
    label: 'Pension Credit',
    description: 'Pension Credit (guarantee and savings credit), in pounds per year',
  },
];

/** The person inputs (PolicyEngine-UK ids) a UK scenario's `total_income` sums. */
export const UK_BENCHMARK_INCOME: readonly string[] = [
  'employment_income',
  'self_employment_income',
  'private_pension_income',
  'state_pension',
  'property_income',
  'savings_interest_income',
  'dividend_income',
];
