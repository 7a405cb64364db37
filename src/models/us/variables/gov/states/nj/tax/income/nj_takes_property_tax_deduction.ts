import { FILING_STATUS } from '../../../../../enums.js';
import { njTax } from './nj-tax-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Whether the New Jersey return takes the property tax deduction (up to $15,000) rather than the $50 credit (NJ-1040 Worksheet H): it must have income over the filing threshold and property taxes paid, and the deduction must cut the tax by more than the credit. */
export const nj_takes_property_tax_deduction = defineUsVariable({
  id: 'nj_takes_property_tax_deduction',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'New Jersey return takes the property tax deduction',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-3a-17/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income;
    const status = f.get('filing_status');
    const income = f.get('nj_agi');
    const threshold = f.lookup(p.filing_threshold, status, FILING_STATUS);
    const paid = f.get('nj_property_tax_paid');
    const before = f.get('nj_taxable_income_before_property_tax_deduction');
    const after = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      after[i] = Math.max(0, before[i]! - Math.min(paid[i]!, p.deductions.property_tax_cap));
    const taxBefore = njTax(f, before, status);
    const taxAfter = njTax(f, after, status);
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        income[i]! > threshold[i]! &&
        paid[i]! > 0 &&
        taxBefore[i]! - taxAfter[i]! > p.credits.property_tax_credit
          ? 1
          : 0;
    return out;
  },
});
