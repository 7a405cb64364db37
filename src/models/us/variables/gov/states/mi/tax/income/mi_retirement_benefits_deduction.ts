import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { miOldestBirthYear } from './mi-birth-year.js';

/**
 * Michigan retirement and pension benefits deduction (Schedule 1 line 22, Form 4884): for a filer
 * born before 1946, the pensions in AGI up to the cap (MCL 206.30(1)(f)); born in 1946 or later,
 * within the birth years 2023 PA 4 admits each year, up to its share of the cap. Pensions are
 * taken as private (capped); public pensions, uncapped for those born before 1946, are not an
 * input of their own.
 */
export const mi_retirement_benefits_deduction = defineUsVariable({
  id: 'mi_retirement_benefits_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan retirement and pension benefits deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  formula: (f) => {
    const p = f.p.gov.states.mi.tax.income.deductions;
    const born = miOldestBirthYear(f);
    const cap = f.lookup(p.tier_one_retirement_cap, f.get('filing_status'), FILING_STATUS);
    const pensions = f.sum('taxable_pension_income', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      let limit = 0;
      if (born[i]! < 1946) limit = cap[i]!;
      else if (born[i]! <= p.retirement_last_birth_year) limit = cap[i]! * p.retirement_share;
      out[i] = Math.min(Math.max(0, pensions[i]!), limit);
    }
    return out;
  },
});
