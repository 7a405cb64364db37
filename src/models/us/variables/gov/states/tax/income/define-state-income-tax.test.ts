import { describe, expect, it } from 'vitest';
import { defineStateIncomeTaxFramework } from './define-state-income-tax.js';
import { STATE_INCOME_TAXES } from '../../index.js';
import type { StateIncomeTax } from './state-income-tax.js';

const minimal = (state: StateIncomeTax['state']): StateIncomeTax => ({
  state,
  variables: [],
  roles: {
    income_tax_before_refundable_credits: [],
    non_refundable_credits: [],
    refundable_credits: [],
    income_tax: [],
    withheld_income_tax: [],
  },
});

describe('defineStateIncomeTaxFramework', () => {
  it('refuses a state registered twice', () => {
    expect(() => defineStateIncomeTaxFramework([minimal('PA'), minimal('PA')])).toThrow(
      /two state income taxes for PA/,
    );
  });

  it('defines each role once, person roles with their person-level part', () => {
    const ids = defineStateIncomeTaxFramework([minimal('PA')]).map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('state_income_tax');
    expect(ids).toContain('state_person_withheld_income_tax');
    expect(ids).toContain('state_employee_payroll_tax');
    expect(ids).toContain('household_state_income_tax');
  });

  it('every registered state fills its roles only with its own or existing ids', () => {
    const own = new Set(STATE_INCOME_TAXES.flatMap((s) => s.variables.map((v) => v.id)));
    for (const state of STATE_INCOME_TAXES) {
      const prefix = `${state.state.toLowerCase()}_`;
      for (const ids of Object.values(state.roles))
        for (const id of ids ?? [])
          if (id.startsWith(prefix)) expect(own.has(id), `${state.state}: ${id}`).toBe(true);
      for (const v of state.variables) expect(v.id.startsWith(prefix), v.id).toBe(true);
    }
  });
});
