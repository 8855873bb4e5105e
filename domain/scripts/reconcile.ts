/**
 * `npm run reconcile -- --statement F [--last-year F] [--diary F] [--invoices F] [--company-tax-id X]`:
 * reads the files, matches them and prints one JSON object (issue 14, item 5; amounts in euros),
 * with the business analysis (issue 15).
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { reconcileSession } from '../src/banking/reconcile-session';
import { toCliJson } from '../src/banking/to-cli-json';
import type { BankFileInput, BankFileKind } from '../src/banking/types';

const FLAGS: Record<string, BankFileKind> = {
  '--statement': 'statement',
  '--last-year': 'lastYear',
  '--diary': 'diary',
  '--invoices': 'invoices',
};

/** npm -w runs scripts inside domain/; paths on the command line are relative to where npm was run. */
function base(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const files: BankFileInput[] = [];
  let companyTaxId: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (flag === '--company-tax-id') companyTaxId = value;
    else if (FLAGS[flag] && value) files.push({ kind: FLAGS[flag], name: basename(value), bytes: new Uint8Array(readFileSync(base(value))) });
    else {
      process.stderr.write(`unknown argument: ${argv[i]}\n`);
      process.exitCode = 2;
      return;
    }
  }
  if (!files.some((f) => f.kind === 'statement')) {
    process.stderr.write('usage: npm run reconcile -- --statement F [--last-year F] [--diary F] [--invoices F] [--company-tax-id X]\n');
    process.exitCode = 2;
    return;
  }
  const result = await reconcileSession({ files, companyTaxId });
  process.stdout.write(`${JSON.stringify(toCliJson(result, companyTaxId), null, 2)}\n`);
  if (result.failure) process.exitCode = 1;
}

void main();
