import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arkansas personal tax credits (A.C.A. 26-51-501; AR1000F lines 7A-7D): one credit for each
 * filer and spouse, one more for each aged 65 or over, one more for each aged one without the
 * retirement exclusion ("aged special"), one more for each blind one, one for a head of household
 * or surviving spouse, and one per dependent.
 */
export const ar_personal_credits = defineUsVariable({
  id: 'ar_personal_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas personal tax credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://law.justia.com/codes/arkansas/title-26/subtitle-5/chapter-51/subchapter-5/section-26-51-501/',
  formula: (f) => {
    const p = f.p.gov.states.ar.tax.income.credits;
    const amount = p.personal;
    const agedAge = p.aged_age;
    const status = f.get('filing_status');
    const dependents = f.get('tax_unit_count_dependents');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const blind = f.members('is_blind');
    const pensions = f.members('taxable_pension_income');
    const unit = f.memberIndex();
    const count = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      if (!filer[j]) continue;
      const aged = age[j]! >= agedAge;
      const special = aged && !(pensions[j]! > 0);
      const n = 1 + (aged ? 1 : 0) + (special ? 1 : 0) + (blind[j] ? 1 : 0);
      count[unit[j]!] = count[unit[j]!]! + n;
    }
    const { HEAD_OF_HOUSEHOLD, SURVIVING_SPOUSE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const extra = status[i] === HEAD_OF_HOUSEHOLD || status[i] === SURVIVING_SPOUSE ? 1 : 0;
      out[i] = amount * (count[i]! + extra + dependents[i]!);
    }
    return out;
  },
});
