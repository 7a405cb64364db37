import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Mississippi exemptions (Miss. Code Ann. 27-7-21): the filing status's personal exemption,
 * $1,500 for each dependent — on a head-of-family return, each but the one who qualifies the filer
 * as head of family — and $1,500 more for each filer 65 or more and each blind filer.
 */
export const ms_exemptions = defineUsVariable({
  id: 'ms_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-21/',
  formula: (f) => {
    const p = f.p.gov.states.ms.tax.income.exemptions;
    const personal = f.lookup(p.personal, f.get('filing_status'), FILING_STATUS);
    const head = FILING_STATUS.codes.HEAD_OF_HOUSEHOLD;
    const status = f.get('filing_status');
    const dependents = f.get('tax_unit_count_dependents');
    const agedOrBlind = f.get('aged_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const counted = status[i] === head ? Math.max(0, dependents[i]! - 1) : dependents[i]!;
      out[i] = personal[i]! + counted * p.dependent + agedOrBlind[i]! * p.aged_or_blind;
    }
    return out;
  },
});
