import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado state sales tax refund (TABOR refund, DR 0104 line 35), refundable: the amount for the
 * return's modified AGI, twice it on a joint return, for a return whose head is at least 18 and not
 * another's dependent (C.R.S. 39-22-2003).
 */
export const co_sales_tax_refund = defineUsVariable({
  id: 'co_sales_tax_refund',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado sales tax refund',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/income-tax-topics-state-sales-tax-refund',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.credits.sales_tax_refund;
    const amount = p.amount.calc(f.get('co_modified_agi'));
    const status = f.get('filing_status');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const dependent = f.get('head_is_dependent_elsewhere');
    const { JOINT } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (oldest[i]! < p.age_limit || dependent[i]) continue;
      out[i] = amount[i]! * (status[i] === JOINT ? 2 : 1);
    }
    return out;
  },
});
