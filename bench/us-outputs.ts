/** The US model outputs the household and national benchmarks time (shared, so they time the same). */

/** The federal tax outputs: the targets of 100 µs per household and 0.3 s per 10^5 households. */
export const TAX_OUTPUTS = [
  'income_tax',
  'employee_payroll_tax',
  'self_employment_tax',
  'eitc',
  'refundable_ctc',
] as const;

/** The tax outputs with the benefits and the household total (all the model's programs run). */
export const ALL_OUTPUTS = [...TAX_OUTPUTS, 'snap', 'ssi', 'household_net_income'] as const;
