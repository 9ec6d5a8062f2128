import { proctoringScreenTexts } from '@canstring/contracts';

/** A flag's detail in words ('blur' reads 'another window'); null when it has none. */
export const flagDetailText = (detail: string | null): string | null =>
  detail ? (proctoringScreenTexts.flagDetails[detail] ?? detail) : null;
