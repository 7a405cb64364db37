import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey property tax credit (NJ-1040 line 57, N.J.S.A. 54A:3A-20): $50 for a return with property taxes paid that does not take the deduction, where its income is over the filing threshold or a filer is 65 or older, blind or disabled; refundable. */
export const nj_property_tax_credit = defineUsVariable({
  id: 'nj_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-3a-20/',
  formula: (f) => {
    const p = f.p.gov.states.nj.tax.income;
    const status = f.get('filing_status');
    const income = f.get('nj_agi');
    const threshold = f.lookup(p.filing_threshold, status, FILING_STATUS);
    const paid = f.get('nj_property_tax_paid');
    const takes = f.get('nj_takes_property_tax_deduction');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const qualifies = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1)
      qualifies[i] = filer[i] && (age[i]! >= p.exemptions.senior_age || disabled[i]) ? 1 : 0;
    const senior = f.aggregate(qualifies, 'person', 'max');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (!takes[i] && paid[i]! > 0 && (income[i]! > threshold[i]! || senior[i]))
        out[i] = p.credits.property_tax_credit;
    return out;
  },
});
