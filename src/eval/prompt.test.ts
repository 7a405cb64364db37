import { benchmarkPrograms } from '../countries/index.js';
import { describe, expect, it } from 'vitest';
import { programsById } from './programs.js';
import { buildPrompt, describeHousehold } from './prompt.js';
import { RESPONSE_INSTRUCTIONS } from './response-contract.js';
import type { Scenario } from './scenario.js';

const scenario: Scenario = {
  id: 'us-hh1',
  country: 'us',
  year: 2025,
  state: 'TX',
  filingStatus: 'HEAD_OF_HOUSEHOLD',
  adults: 1,
  children: 1,
  totalIncome: 35353.5,
  situation: {
    people: {
      parent: {
        age: { 2025: 28 },
        employment_income: { 2025: 35353.5 },
        is_disabled: { 2025: false },
        is_male: { 2025: true },
        tip_income: { 2025: 0 },
      },
      kid: { age: { 2025: 2 } },
    },
    tax_units: { tu: { members: ['parent', 'kid'] } },
    spm_units: { spm: { members: ['parent', 'kid'], childcare_expenses: { 2025: 4000 } } },
    households: { hh: { members: ['parent', 'kid'], state_code: { 2025: 'TX' } } },
  },
};

describe('prompts', () => {
  it('describe the household in plain language, leaving out zeros and false flags', () => {
    expect(describeHousehold(scenario)).toBe(
      [
        'A household in TX, United States, for tax year 2025.',
        'It has 1 adult and 1 child.',
        '- parent, age 28; wages and salaries: $35,353.50 per year; male.',
        '- kid, age 2.',
        'Tax unit: parent, kid (filing status head of household).',
        'SPM unit: childcare expenses paid: $4,000 per year.',
      ].join('\n'),
    );
  });

  it('list every output by id and end with the response contract', () => {
    const prompt = buildPrompt(scenario, programsById(benchmarkPrograms('us'), ['snap', 'eitc']));
    expect(prompt).toContain('\n- snap: SNAP — ');
    expect(prompt).toContain('\n- eitc: Earned income tax credit — ');
    expect(prompt.endsWith(RESPONSE_INSTRUCTIONS)).toBe(true);
    expect(() => programsById(benchmarkPrograms('us'), ['nope'])).toThrow(
      expect.objectContaining({ code: 'eval_unknown_program' }),
    );
  });
});
