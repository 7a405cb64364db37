/** Demographic variables shared by taxes and benefits. */
import type { VariableDef } from '../../../../engine/index.js';
import { age } from './age.js';
import { is_blind } from './is_blind.js';
import { is_disabled } from './is_disabled.js';
import { is_full_time_student } from './is_full_time_student.js';
import { is_incapable_of_self_care } from './is_incapable_of_self_care.js';
import { is_medicare_age } from './is_medicare_age.js';
import { is_separated } from './is_separated.js';
import { is_surviving_spouse } from './is_surviving_spouse.js';
import { state_code } from './state_code.js';

/** Demographic variables shared by taxes and benefits. */
export const demographicVariables: readonly VariableDef[] = [
  age,
  is_blind,
  is_disabled,
  is_full_time_student,
  is_incapable_of_self_care,
  is_medicare_age,
  is_separated,
  is_surviving_spouse,
  state_code,
];
