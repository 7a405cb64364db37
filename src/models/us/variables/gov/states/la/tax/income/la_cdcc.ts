import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Louisiana child care credit (La. R.S. 47:297.4): a share of the federal credit before its tax
 * limit, by federal AGI, at most $25 over $60,000. It is refundable up to $25,000 of AGI
 * ({@link la_refundable_cdcc}) and non-refundable above ({@link la_non_refundable_cdcc}).
 */
export const la_cdcc = defineUsVariable({
  id: 'la_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana child care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101613',
  formula: (f) => {
    const p = f.p.gov.states.la.tax.income;
    const agi = f.get('adjusted_gross_income');
    const rate = p.cdcc_rate.calc(agi);
    const federal = f.get('cdcc_potential');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const credit = rate[i]! * Math.max(0, federal[i]!);
      out[i] = agi[i]! > p.cdcc_limits.cap_agi ? Math.min(p.cdcc_limits.cap, credit) : credit;
    }
    return out;
  },
});
