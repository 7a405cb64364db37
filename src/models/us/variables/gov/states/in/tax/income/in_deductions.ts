import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Indiana deductions from federal AGI (IT-40 Schedule 2) that the model's inputs reach: the
 * renter's deduction (rent on the principal residence, up to $3,000; IC 6-3-2-6), the homeowner's
 * property tax deduction (up to $2,500; IC 6-3-1-3.5(a)(16)), Social Security in federal AGI
 * (IC 6-3-1-3.5(a)(8)), the unemployment compensation deduction, and from 2026 the federal
 * qualified tips and overtime deductions (SEA 243-2026).
 */
export const in_deductions = defineUsVariable({
  id: 'in_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: [
    'https://iga.in.gov/laws/2024/ic/titles/6#6-3-1-3.5',
    'https://iga.in.gov/laws/2024/ic/titles/6#6-3-2-6',
  ],
  formula: (f) => {
    const p = f.p.gov.states.in.tax.income.deductions;
    const rent = f.sum('rent');
    const property = f.sum('real_estate_taxes');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const unemployment = f.get('in_unemployment_compensation_deduction');
    const tips = p.tips_and_overtime ? f.get('tip_income_deduction') : f.zeros();
    const overtime = p.tips_and_overtime ? f.get('overtime_income_deduction') : f.zeros();
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        Math.min(rent[i]!, p.renters_max) +
        Math.min(property[i]!, p.homeowners_property_tax_max) +
        socialSecurity[i]! +
        unemployment[i]! +
        tips[i]! +
        overtime[i]!;
    return out;
  },
});
