import { byState } from '../../benefit-vectors.js';
import { FILING_STATUS } from '../../../enums.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Whether a person is eligible for full Medicaid under a MAGI group (infants, children aged 1 to 5
 * and 6 to 18, parents and caretaker relatives, the expansion adult group, and state coverage of
 * other adults such as DC's group above 133% or Wisconsin's waiver) or as an SSI recipient. Every
 * group compares the tax unit's Medicaid income level with the state's limit; a
 * state with no limit entered covers nobody in that group. Where the state keeps the AFDC
 * deprivation test, only parents not filing jointly (single parents) qualify as parents. Immigration status and assets pass.
 */
export const is_medicaid_eligible = defineUsVariable({
  id: 'is_medicaid_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for Medicaid',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1396a#a_10_A',
    'https://www.law.cornell.edu/cfr/text/42/435.110',
    'https://www.law.cornell.edu/cfr/text/42/435.118',
    'https://www.law.cornell.edu/cfr/text/42/435.119',
  ],
  formula: (f) => {
    const p = f.p.gov.hhs.medicaid.eligibility.categories;
    const medicareAge = f.p.gov.hhs.medicare.part_b.age_threshold;
    const age = f.get('age');
    const level = f.get('medicaid_income_level');
    const dependent = f.get('is_tax_unit_dependent');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const status = f.get('filing_status');
    const ssi = f.get('ssi');
    const parentChildren = f.get('medicaid_parent_dependent_children');
    const infant = byState(f, p.infant.income_limit);
    const young = byState(f, p.young_child.income_limit);
    const older = byState(f, p.older_child.income_limit);
    const parent = byState(f, p.parent.income_limit);
    const deprivation = byState(f, p.parent.requires_deprivation);
    const expansion = byState(f, p.adult.expansion);
    const otherAdult = byState(f, p.adult.waiver_income_limit);
    const within = (limit: number, l: number): boolean => limit > 0 && l <= limit;
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const a = age[i]!;
      const l = level[i]!;
      let eligible = ssi[i]! > 0;
      if (a < p.young_child.min_age) eligible ||= within(infant[i]!, l);
      else if (a < p.older_child.min_age) eligible ||= within(young[i]!, l);
      else if (a < p.older_child.age_limit) eligible ||= within(older[i]!, l);
      else if (a < medicareAge) {
        eligible ||= expansion[i]! > 0 && l <= p.adult.income_limit;
        eligible ||= within(otherAdult[i]!, l);
        const isParent = filer[i]! > 0 && !dependent[i] && parentChildren[i]! > 0;
        const meetsDeprivation = !deprivation[i] || status[i] !== FILING_STATUS.codes.JOINT;
        eligible ||= isParent && meetsDeprivation && within(parent[i]!, l);
      }
      out[i] = eligible ? 1 : 0;
    }
    return out;
  },
});
