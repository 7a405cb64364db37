import { describe, expect, it } from 'vitest';
import { ReportExecutionError } from '../contract/index.js';
import { failureDetailLines, formatCliError } from './errors.js';

const failure = {
  code: 'segment_execution_failed',
  summary:
    'segment 1 of the reform simulation failed (invalid_situation): 2 invalid inputs [correlation c1]',
  correlationId: 'c1',
  retryable: false,
  segmentIndex: 1,
  issues: [
    {
      code: 'value_out_of_range',
      path: 'segments[1].people[3].age',
      message: 'age is -5; give 0 or more',
    },
    {
      code: 'not_a_number',
      path: 'segments[1].people[4].wage',
      message: 'wage is "lots"; give a number',
    },
  ],
  cause: { code: 'invalid_situation', summary: '2 invalid inputs [correlation c1]' },
};

describe('a failed report at the CLI edge', () => {
  it('prints the headline, each typed issue with its path, and the code it wraps', () => {
    const text = formatCliError(new ReportExecutionError(failure, 'r1'));
    expect(text.split('\n')).toEqual([
      `fiscus: segment_execution_failed: ${failure.summary}`,
      '  - segments[1].people[3].age: age is -5; give 0 or more',
      '  - segments[1].people[4].wage: wage is "lots"; give a number',
      '  caused by invalid_situation: 2 invalid inputs [correlation c1]',
      '',
    ]);
  });

  it('a recorded failure detail: cause, issues with their codes, and the count left out', () => {
    expect(
      failureDetailLines(
        { issues: failure.issues.slice(0, 1), issuesOmitted: 3, cause: failure.cause },
        '  ',
      ),
    ).toBe(
      '  caused by invalid_situation: 2 invalid inputs [correlation c1]\n' +
        '  - segments[1].people[3].age: age is -5; give 0 or more (value_out_of_range)\n' +
        '  - … and 3 more\n',
    );
    expect(failureDetailLines(null, '  ')).toBe('');
  });
});
