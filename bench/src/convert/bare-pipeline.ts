import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The bare pipeline the file server's conversion is measured against: `soffice --convert-to pdf`
 * (skipped for a PDF) then `pdftoppm -jpeg -scale-to 1600`, one after the other, on a warm profile.
 * Answers the wall time in ms. (Asynchronous, so the bench's idle connections to the file server stay
 * answered.)
 */
export const bareConversionMs = async (
  dir: string,
  profileDir: string,
  fileName: string,
  bytes: Buffer,
): Promise<number> => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const input = path.join(dir, fileName);
  writeFileSync(input, bytes);
  const started = performance.now();
  let pdf = input;
  if (!fileName.endsWith('.pdf')) {
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${profileDir}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: 300_000 },
    );
    pdf = path.join(dir, `${path.parse(fileName).name}.pdf`);
  }
  await run('pdftoppm', ['-jpeg', '-scale-to', '1600', pdf, path.join(dir, 'page')]);
  return performance.now() - started;
};
