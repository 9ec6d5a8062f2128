import {
  disqualificationLabels,
  type ExamReport,
  examFlagLabels,
  proctoringTexts,
} from '@canstring/contracts';
import { stringify } from 'csv-stringify/sync';
import { durationText } from './build-report';

/**
 * A spreadsheet cell never starts a formula: a text beginning with =, +, - or @ (a name a candidate
 * chose) is read as text by prefixing a quote (OWASP CSV injection).
 */
const cell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The report as CSV: one row per candidate (start, end, time taken, disqualification, flag count),
 * then one row per flag (candidate, time, what, stills' paths). Times are ISO (UTC).
 */
export const reportCsv = (report: ExamReport): string => {
  const c = proctoringTexts.reportColumns;
  const rows: string[][] = [
    [c.candidate, c.joined, c.start, c.end, c.timeTaken, c.disqualified, c.flags],
    ...report.candidates.map((k) => [
      cell(k.userName),
      k.joinedAt,
      k.startedAt ?? '',
      k.endedAt ?? '',
      k.startedAt ? durationText(k.elapsedSeconds) : '',
      k.disqualified ? disqualificationLabels[k.disqualified] : '',
      String(k.flags.length),
    ]),
    [],
    [c.candidate, 'Flag time', 'Flag', 'Detail', 'Camera still', 'Screen still'],
    ...report.candidates.flatMap((k) =>
      k.flags.map((f) => [
        cell(k.userName),
        f.at,
        examFlagLabels[f.kind],
        cell(f.detail ?? ''),
        f.stills.find((s) => s.kind === 'camera')?.path ?? '',
        f.stills.find((s) => s.kind === 'screen')?.path ?? '',
      ]),
    ),
  ];
  return `\ufeff${stringify(rows, { record_delimiter: 'windows' })}`;
};
