import { describe, expect, it } from 'vitest';
import { reportText } from '../../components/report-level-dialog.tsx';
import { readReport } from './report-reason.ts';

describe('readReport', () => {
  it('reads back what the report dialog stores', () => {
    expect(readReport(reportText('rude', ''))).toEqual({ reason: 'rude', words: '' });
    expect(readReport(reportText('broken', ' the door: never opens '))).toEqual({
      reason: 'broken',
      words: 'the door: never opens',
    });
  });

  it('keeps a report without a known reason as words', () => {
    expect(readReport('bad level: really')).toEqual({ reason: null, words: 'bad level: really' });
    expect(readReport('  scary?  ')).toEqual({ reason: null, words: 'scary?' });
  });
});
