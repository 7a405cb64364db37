import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { miOldestBirthYear } from './mi-birth-year.js';

/**
 * Michigan senior standard deduction (Schedule 1 line 24): $20,000 ($40,000 joint) against all
 * income for a filer born 1946–1952, or born later once 67 (MCL 206.30(9)).
 */
export const mi_standard_deduction = defineUsVariable({
  id: 'mi_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan senior standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  formula: (f) => {
    const p = f.p.gov.states.mi.tax.income.deductions;
    const year = Number(f.period.start.slice(0, 4));
    const born = miOldestBirthYear(f);
    const amount = f.lookup(p.senior_standard, f.get('filing_status'), FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const age = year - born[i]!;
      const tierTwo = born[i]! >= 1946 && born[i]! <= 1952;
      if (tierTwo || (born[i]! > 1952 && age >= p.senior_standard_age)) out[i] = amount[i]!;
    }
    return out;
  },
});
