/** Writing a file whole or not at all. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from './errors.ts';

/** Write `text` to `file` through a temp file in the same folder renamed into place; mistakes are UserErrors. */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(path.resolve(file));
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new UserError(`cannot create the folder of ${file}: ${(e as Error).message}`);
  }
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } catch (e) {
    rmSync(temp, { force: true });
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') throw new UserError(`${file} is a folder; give a file name, e.g. ${path.join(file, 'report.html')}`);
    throw new UserError(`cannot write ${file}: ${(e as Error).message}`);
  }
}
