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
    expect(Object.keys(plan.entities)).toEqual(['household', 'person', 'spm_unit', 'tax_unit']);
    expect(plan.entities['household']).toEqual([
      'household_id',
      'household_state_income_tax',
      'household_weight',
    ]);
    expect(plan.entities['tax_unit']).toEqual([
      'eitc',
      'employee_payroll_tax',
      'income_tax',
      'refundable_ctc',
      'state_use_tax',
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
      'household_id',
      'in_deep_poverty',
      'in_poverty',
      'is_male',
      'person_id',
      'person_weight',
      'self_employment_tax',
      'ssi',
      'tax_unit_id',
    ]);
  });

  it('plans the region column and the person-to-household link for the states section', () => {
    expect(
      planOutputs({ ...US_MACRO_PROFILE, otherStateTaxPrograms: [] }, ['states']).entities,
    ).toEqual({
      household: [
        'household_count_people',
        'household_id',
        'household_net_income',
        'household_state_income_tax',
        'household_tax',
        'household_weight',
        'state_code',
      ],
      person: ['household_id', 'in_poverty', 'person_id', 'person_weight'],
    });
    const { region: _region, ...withoutRegion } = US_MACRO_PROFILE.household;
    const profile = { ...US_MACRO_PROFILE, household: withoutRegion };
    expect(planOutputs(profile, ['states']).entities).toEqual({});
    // Other state taxes bring their variable and, for a group entity, its id on the person frame.
    const withUseTax = planOutputs({ ...US_MACRO_PROFILE, otherStateTaxPrograms: ['eitc'] }, [
      'states',
    ]).entities;
    expect(withUseTax['tax_unit']).toEqual(['eitc', 'tax_unit_id', 'tax_unit_weight']);
    expect(withUseTax['person']).toContain('tax_unit_id');
    expect(planOutputs(profile).entities['household']).not.toContain('state_code');
  });
});
