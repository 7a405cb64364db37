import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { singleAmountOver } from '../../../../../scale-over.js';

/**
 * Alabama exemptions (Form 40 lines 14-15; Code of Alabama 40-18-19(a)(1)-(2), (9)): the personal
 * exemption for the filing status and, for each dependent, the dependent exemption for the
 * return's Alabama AGI.
 */
export const al_exemptions = defineUsVariable({
  id: 'al_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-19/',
  formula: (f) => {
    const p = f.p.gov.states.al.tax.income.exemptions;
    const personal = byFilingStatus(f, p.personal);
    const perDependent = singleAmountOver(p.dependent, f.get('al_agi'));
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = personal[i]! + dependents[i]! * perDependent[i]!;
    return out;
  },
});
