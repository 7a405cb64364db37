import { FILING_STATUS } from '../../../enums.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Filing status, from the household (IRC §1 and §2):
 * - a head and spouse in the unit file jointly, unless one of them files separately
 *   (`is_separated`): married filing separately;
 * - an unmarried head who is a surviving spouse (`is_surviving_spouse`, §2(a)) and keeps a home for
 *   a dependent child: surviving spouse;
 * - an unmarried head (or a married head living apart, §7703(b), who keeps a home for a child) with
 *   a dependent: head of household (§2(b));
 * - a separated head without such a child: married filing separately;
 * - otherwise single.
 * "Dependent child" is a dependent under 19, under 24 and a full-time student, or disabled (the
 * qualifying-child age test of §152(c)(3)).
 */
export const filing_status = defineUsVariable({
  id: 'filing_status',
  entity: 'tax_unit',
  valueType: 'enum',
  enum: FILING_STATUS,
  period: 'year',
  label: 'Filing status',
  default: 'SINGLE',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/1',
    'https://www.law.cornell.edu/uscode/text/26/2',
    'https://www.law.cornell.edu/uscode/text/26/7703#b',
  ],
  formula: (f) => {
    const spouses = f.sum('is_tax_unit_spouse');
    const dependents = f.sum('is_tax_unit_dependent');
    const age = f.members('age');
    const student = f.members('is_full_time_student');
    const disabled = f.members('is_disabled');
    const dependent = f.members('is_tax_unit_dependent');
    const childMask = new Uint8Array(age.length);
    for (let i = 0; i < age.length; i += 1) {
      const a = age[i]!;
      childMask[i] = dependent[i] && (a < 19 || (a < 24 && student[i]) || disabled[i]) ? 1 : 0;
    }
    const childDependents = f.aggregate(childMask, 'person', 'sum');
    const headOrSpouse = f.members('is_tax_unit_head_or_spouse');
    const separatedMask = new Uint8Array(age.length);
    const separatedInput = f.members('is_separated');
    for (let i = 0; i < age.length; i += 1)
      separatedMask[i] = headOrSpouse[i] && separatedInput[i] ? 1 : 0;
    const separated = f.aggregate(separatedMask, 'person', 'any');
    const survivingMask = new Uint8Array(age.length);
    const head = f.members('is_tax_unit_head');
    const survivingInput = f.members('is_surviving_spouse');
    for (let i = 0; i < age.length; i += 1) survivingMask[i] = head[i] && survivingInput[i] ? 1 : 0;
    const surviving = f.aggregate(survivingMask, 'person', 'any');
    const out = new Int32Array(f.size);
    const { JOINT, HEAD_OF_HOUSEHOLD, SINGLE, SEPARATE, SURVIVING_SPOUSE } = FILING_STATUS.codes;
    for (let i = 0, n = f.size; i < n; i += 1) {
      const married = spouses[i]! > 0;
      if (married) out[i] = separated[i] ? SEPARATE : JOINT;
      else if (surviving[i] && childDependents[i]! > 0) out[i] = SURVIVING_SPOUSE;
      else if (separated[i]) out[i] = childDependents[i]! > 0 ? HEAD_OF_HOUSEHOLD : SEPARATE;
      else out[i] = dependents[i]! > 0 ? HEAD_OF_HOUSEHOLD : SINGLE;
    }
    return out;
  },
});
