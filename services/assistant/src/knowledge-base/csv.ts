import { AppError, ErrorCode, KNOWLEDGE_CSV_MAX_ENTRIES, knowledgeBaseTexts } from '@canstring/contracts';

export const CSV_HEADER = ['question', 'answer', 'keywords'] as const;

/** RFC 4180 rows: fields separated by commas, quoted with "" when they hold a comma, quote or line break. */
export const parseCsvRows = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted)
    throw new AppError(
      ErrorCode.BadInput,
      knowledgeBaseTexts.csvLine(rows.length + 1, 'a quote is not closed'),
    );
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
};

const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

export const formatCsv = (rows: ReadonlyArray<readonly string[]>): string =>
  `${rows.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;

/** The entries of an import file, each with its line; the header must come first. */
export const entriesOfCsv = (text: string) => {
  const rows = parseCsvRows(text);
  const header = rows[0]?.map((h) => h.trim().toLowerCase());
  if (
    header?.[0] !== 'question' ||
    header[1] !== 'answer' ||
    (header[2] !== undefined && header[2] !== 'keywords')
  ) {
    throw new AppError(ErrorCode.BadInput, knowledgeBaseTexts.csvHeader);
  }
  if (rows.length - 1 > KNOWLEDGE_CSV_MAX_ENTRIES)
    throw new AppError(ErrorCode.BadInput, knowledgeBaseTexts.csvTooLarge);
  return rows
    .slice(1)
    .map((r, i) => ({ line: i + 2, question: r[0] ?? '', answer: r[1] ?? '', keywords: r[2] ?? '' }));
};
