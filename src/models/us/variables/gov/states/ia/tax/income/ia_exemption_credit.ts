import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Iowa exemption credits (Iowa Code 422.12(1); IA 1040 lines 6a-6b): the personal credit once for
 * single and separate filers and twice for the other statuses, one more credit for each filer aged
 * 65 or more and each blind filer, and a credit for each dependent.
 */
export const ia_exemption_credit = defineUsVariable({
  id: 'ia_exemption_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa exemption credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.12.pdf',
  formula: (f) => {
    const p = f.p.gov.states.ia.tax.income.credits;
    const status = f.get('filing_status');
    const dependents = f.get('tax_unit_count_dependents');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const blind = f.members('is_blind');
    const unit = f.memberIndex();
    const agedBlind = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      if (!filer[j]) continue;
      const n = (age[j]! >= p.aged_age ? 1 : 0) + (blind[j] ? 1 : 0);
      agedBlind[unit[j]!] = agedBlind[unit[j]!]! + n;
    }
    const { SINGLE, SEPARATE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const personal = status[i] === SINGLE || status[i] === SEPARATE ? 1 : 2;
      out[i] = p.personal * personal + p.aged_blind * agedBlind[i]! + p.dependent * dependents[i]!;
    }
    return out;
  },
});
