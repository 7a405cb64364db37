import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { miOldestBirthYear } from './mi-birth-year.js';

/**
 * Michigan deduction of interest, dividends and capital gains for a filer born before 1946
 * (Schedule 1 line 23): up to the cap less the retirement deduction taken (MCL 206.30(1)(p)).
 */
export const mi_interest_dividends_deduction = defineUsVariable({
  id: 'mi_interest_dividends_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan senior interest, dividends and capital gains deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  formula: (f) => {
    const p = f.p.gov.states.mi.tax.income.deductions;
    const born = miOldestBirthYear(f);
    const cap = f.lookup(p.interest_dividends_cap, f.get('filing_status'), FILING_STATUS);
    const retirement = f.get('mi_retirement_benefits_deduction');
    const interest = f.sum('taxable_interest_income', { mask: 'is_tax_unit_head_or_spouse' });
    const qualified = f.sum('qualified_dividend_income', { mask: 'is_tax_unit_head_or_spouse' });
    const other = f.sum('non_qualified_dividend_income', { mask: 'is_tax_unit_head_or_spouse' });
    const gains = f.get('loss_limited_net_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (born[i]! >= 1946) continue;
      const income = interest[i]! + qualified[i]! + other[i]! + Math.max(0, gains[i]!);
      out[i] = Math.max(0, Math.min(income, cap[i]! - retirement[i]!));
    }
    return out;
  },
});
