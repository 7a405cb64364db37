import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Indiana unemployment compensation deduction (IC 6-3-2-10): the unemployment compensation in
 * federal AGI, less the part that stays taxable — half of federal AGI over $12,000 ($18,000 on a
 * joint return), at most the compensation itself.
 */
export const in_unemployment_compensation_deduction = defineUsVariable({
  id: 'in_unemployment_compensation_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana unemployment compensation deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-2-10',
  formula: (f) => {
    const p = f.p.gov.states.in.tax.income.deductions;
    const threshold = f.lookup(p.unemployment_agi_threshold, f.get('filing_status'), FILING_STATUS);
    const compensation = f.sum('taxable_unemployment_compensation');
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const taxable = Math.min(
        compensation[i]!,
        p.unemployment_taxable_share * Math.max(0, agi[i]! - threshold[i]!),
      );
      out[i] = Math.max(0, compensation[i]! - taxable);
    }
    return out;
  },
});
