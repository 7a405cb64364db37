import { describe, expect, it } from 'vitest';
import { OutputPlanSchema } from '../contract/index.js';
import { planOutputs } from './plan-outputs.js';
import { COUNTRY_PACKS } from '../countries/index.js';

const US_MACRO_PROFILE = COUNTRY_PACKS.us.macroProfile;

describe('planOutputs', () => {
  it('plans only the budget columns for a budget report', () => {
    expect(planOutputs(US_MACRO_PROFILE, ['budget']).entities).toEqual({
      household: [
        'household_benefits',
        'household_id',
        'household_net_income',
        'household_state_income_tax',
        'household_tax',
        'household_weight',
      ],
    });
  });

  it('plans every program entity with its id and weight for the detailed budget', () => {
    const plan = planOutputs(US_MACRO_PROFILE, ['detailed_budget']);
    expect(Object.keys(plan.entities)).toEqual(['person', 'spm_unit', 'tax_unit']);
    expect(plan.entities['tax_unit']).toEqual([
      'eitc',
      'employee_payroll_tax',
      'income_tax',
      'refundable_ctc',
      'tax_unit_id',
      'tax_unit_weight',
    ]);
    expect(plan.entities['spm_unit']).toContain('spm_unit_weight');
  });

  it('plans race only when asked and the profile has it', () => {
    expect(planOutputs(US_MACRO_PROFILE, ['poverty_by_race']).entities).toEqual({});
    expect(
      planOutputs(US_MACRO_PROFILE, ['poverty_by_race'], { includeRace: true }).entities['person'],
    ).toEqual(['in_deep_poverty', 'in_poverty', 'person_id', 'person_weight', 'race']);
  });

  it('gives a valid plan whose digest depends on the set of aggregates, not their order', () => {
    const all = planOutputs(US_MACRO_PROFILE);
    expect(OutputPlanSchema.safeParse(all).success).toBe(true);
    expect(planOutputs(US_MACRO_PROFILE, ['poverty', 'budget']).sha256).toBe(
      planOutputs(US_MACRO_PROFILE, ['budget', 'poverty']).sha256,
    );
    expect(planOutputs(US_MACRO_PROFILE, ['budget']).sha256).not.toBe(all.sha256);
    expect(all.entities['person']).toEqual([
      'age',
      'in_deep_poverty',
      'in_poverty',
      'is_male',
      'person_id',
      'person_weight',
      'self_employment_tax',
      'ssi',
    ]);
  });
});
