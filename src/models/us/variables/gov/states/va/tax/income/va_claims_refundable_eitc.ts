import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Whether the Virginia return takes the refundable earned income credit (a share of the federal EITC) rather than the larger of the non-refundable credit and the low-income credit: whichever leaves the lower tax (Va. Code 58.1-339.8(C)). */
export const va_claims_refundable_eitc = defineUsVariable({
  id: 'va_claims_refundable_eitc',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Virginia return claims the refundable earned income credit',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-339.8/',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.credits;
    const tax = f.get('va_income_tax_after_spouse_adjustment');
    const eitc = f.get('eitc');
    const lowIncome = f.get('va_low_income_tax_credit');
    const rebate = f.lookup(p.rebate, f.get('filing_status'), FILING_STATUS);
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const nonRefundable = Math.min(
        tax[i]!,
        Math.max(p.eitc_non_refundable_rate * eitc[i]!, lowIncome[i]!),
      );
      const taxIfNonRefundable =
        tax[i]! - nonRefundable - Math.min(rebate[i]!, tax[i]! - nonRefundable);
      const taxIfRefundable =
        tax[i]! - Math.min(rebate[i]!, tax[i]!) - p.eitc_refundable_rate * eitc[i]!;
      out[i] = taxIfRefundable < taxIfNonRefundable ? 1 : 0;
    }
    return out;
  },
});
