/** One problem found while validating input to the engine. */
export interface EngineIssue {
  /** Stable snake_case code, e.g. `invalid_policy_period`, `unknown_parameter`. */
  readonly code: string;
  /** Where the problem is: a parameter path, a variable id, a JSON path. */
  readonly path: string;
  /** What is wrong and how to fix it. */
  readonly message: string;
}

/** Base error of the engine: a stable code and the list of every issue found. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly issues: readonly EngineIssue[] = [{ code, path: '', message }],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}

/** A period string that is not a strict ISO 8601 date, month, year or date range. */
export class PeriodError extends EngineError {
  /** `message` names the text, says what is wrong and shows the right form. */
  constructor(
    readonly text: string,
    message: string,
  ) {
    super('invalid_policy_period', message, [
      { code: 'invalid_policy_period', path: text, message },
    ]);
    this.name = 'PeriodError';
  }
}

/** A reform whose operations do not fit the system; carries every problem at once. */
export class ReformValidationError extends EngineError {
  constructor(issues: readonly EngineIssue[]) {
    super(
      issues[0]?.code ?? 'invalid_reform',
      `reform rejected: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    );
    this.name = 'ReformValidationError';
  }
}

/** A household situation document that does not fit the system; carries every problem at once. */
export class SituationError extends EngineError {
  constructor(issues: readonly EngineIssue[]) {
    super(
      issues[0]?.code ?? 'invalid_situation',
      `situation rejected: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    );
    this.name = 'SituationError';
  }
}

/** A variable that depends on itself through its formulas. */
export class CycleError extends EngineError {
  constructor(readonly chain: readonly string[]) {
    super('variable_cycle', `circular definition: ${chain.join(' → ')}`);
    this.name = 'CycleError';
  }
}

/** A request for a variable the system does not define. */
export class UnknownVariableError extends EngineError {
  constructor(readonly variable: string) {
    super('unknown_variable', `unknown variable ${JSON.stringify(variable)}`, [
      {
        code: 'unknown_variable',
        path: variable,
        message: 'no variable of this id in the tax system',
      },
    ]);
    this.name = 'UnknownVariableError';
  }
}

/**
 * A calculation needs a parameter at an instant its history does not reach: before its first
 * value, or past the last year of the index that uprates it (the published projections). Never
 * answered with 0 or NaN.
 */
export class ParameterPeriodError extends EngineError {
  constructor(
    /** The parameter whose history ends (an uprating index for `after`). */
    readonly parameter: string,
    /** The instant asked for. */
    readonly instant: string,
    /** `before`: earlier than `bound`, its first date; `after`: later than `bound`, its last. */
    readonly side: 'before' | 'after',
    readonly bound: string,
    /** The uprated parameter that asked for the index, for `after`. */
    readonly uprated?: string,
    /** The model's last projected year, when known, to say which years it covers. */
    readonly lastYear?: number,
  ) {
    const from = bound.slice(0, 4);
    const message =
      side === 'before'
        ? `${parameter} has no value before ${bound} (asked for ${instant}): the model covers years ${from}–${lastYear ?? 'on'} for it; use a year in that range, or add the parameter's history`
        : `${uprated ?? parameter} is uprated by ${parameter}, whose last value is for ${from} (asked for ${instant}): this model's projections end in ${from}; use an earlier year`;
    super('parameter_period_out_of_range', message, [
      { code: 'parameter_period_out_of_range', path: uprated ?? parameter, message },
    ]);
    this.name = 'ParameterPeriodError';
  }
}

/**
 * A variable whose computed value is NaN or infinite (an overflow, 0/0, a missing parameter read
 * as a number): an error naming the variable, never an output.
 */
export class NonFiniteValueError extends EngineError {
  constructor(
    readonly variable: string,
    readonly period: string,
    readonly row: number,
    readonly value: number,
  ) {
    const message = `${variable} for ${period} is ${value} (row ${row}): a value overflowed or was computed from nothing; check the inputs it depends on (numbers past ±1e308 overflow)`;
    super('non_finite_value', message, [{ code: 'non_finite_value', path: variable, message }]);
    this.name = 'NonFiniteValueError';
  }
}
