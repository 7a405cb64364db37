import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland itemized deductions (Form 502 line 17; Tax-General 10-218): the federal itemized deductions before the federal overall limitation with the state and local tax deduction replaced by the real estate taxes up to the base federal cap (the income tax is not deductible), as PolicyEngine-US computes them, less 7.5% of federal AGI above the start from 2025; at least 0. */
export const md_itemized_deductions = defineUsVariable({
  id: 'md_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-218',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.deductions;
    const federal = f.get('total_itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const cap = byFilingStatus(f, f.p.gov.irs.deductions.itemized.salt_and_real_estate.cap);
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const reduction =
        p.itemized_phase_out_rate * Math.max(0, agi[i]! - p.itemized_phase_out_start);
      const taxes = Math.min(realEstate[i]!, cap[i]!);
      out[i] = Math.max(0, federal[i]! - salt[i]! + taxes - reduction);
    }
    return out;
  },
});
