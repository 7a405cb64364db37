import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usVariables } from '../../../../../variables.generated.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { checkStateIncomeTaxes, StateIncomeTaxTableError } from './select-by-state.js';
import {
  PERSON_STATE_TAX_ROLES,
  STATE_TAX_ROLE,
  type StateCode,
  type StateIncomeTax,
} from './state-income-tax.js';

const minimal = (state: StateCode): StateIncomeTax => ({
  state,
  roles: {
    income_tax_before_refundable_credits: [],
    non_refundable_credits: [],
    refundable_credits: [],
    income_tax: [],
    withheld_income_tax: [],
  },
});

const byId = new Map(usVariables.map((v) => [v.id, v]));
const statesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('checkStateIncomeTaxes', () => {
  it('refuses a state registered twice and an unknown state, naming both', () => {
    let caught: unknown;
    try {
      checkStateIncomeTaxes([minimal('PA'), minimal('PA'), minimal('ZZ' as StateCode)]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StateIncomeTaxTableError);
    const error = caught as StateIncomeTaxTableError;
    expect(error.code).toBe('state_income_tax_table_invalid');
    expect(error.problems).toEqual([
      'two state income taxes for PA',
      'state income tax for unknown state ZZ',
    ]);
  });

  it('accepts the register of modelled states', () => {
    expect(checkStateIncomeTaxes(STATE_INCOME_TAXES)).toBe(STATE_INCOME_TAXES);
  });
});

describe('the framework variables', () => {
  it('every role is a registered tax-unit variable state_<role>; a person role also state_person_<role>', () => {
    for (const role of Object.values(STATE_TAX_ROLE)) {
      expect(byId.get(`state_${role}`)?.entity, role).toBe('tax_unit');
      const person = byId.get(`state_person_${role}`);
      if (PERSON_STATE_TAX_ROLES.has(role)) expect(person?.entity, role).toBe('person');
      else expect(person, role).toBeUndefined();
    }
    expect(byId.get('household_state_income_tax')?.entity).toBe('household');
  });

  it("a state's own role variables are defined for that state only, on the role's entity", () => {
    for (const state of STATE_INCOME_TAXES) {
      const prefix = `${state.state.toLowerCase()}_`;
      for (const [role, ids] of Object.entries(state.roles))
        for (const id of ids ?? []) {
          const v = byId.get(id);
          expect(v, `${state.state} ${role}: ${id}`).toBeDefined();
          const entity = PERSON_STATE_TAX_ROLES.has(role as never) ? 'person' : 'tax_unit';
          expect(v!.entity, `${state.state} ${role}: ${id}`).toBe(entity);
          if (id.startsWith(prefix))
            expect(v!.definedFor, id).toEqual({ variable: 'state_code', values: [state.state] });
        }
    }
  });

  it("every variable file in a state's income tax folder is defined for that state", () => {
    for (const state of STATE_INCOME_TAXES) {
      const st = state.state.toLowerCase();
      const files = readdirSync(join(statesDir, st, 'tax', 'income')).filter((f) =>
        /^[a-z0-9_]+\.ts$/.test(f),
      );
      expect(files.length, st).toBeGreaterThan(0);
      for (const file of files) {
        const v = byId.get(file.replace(/\.ts$/, ''));
        expect(v?.definedFor, file).toEqual({ variable: 'state_code', values: [state.state] });
      }
    }
  });
});
