/**
 * Every code the bank readers and matcher emit (file refusals and issues, match evidence,
 * difference reasons). The web app translates each; codes.test.ts keeps this list complete.
 */
export const BANK_FILE_CODES = [
  'bank/balance-chain-broken',
  'bank/diary-bad-amount',
  'bank/diary-bad-date',
  'bank/diary-entry-unbalanced',
  'bank/diary-no-columns',
  'bank/duplicate-file-kind',
  'bank/empty-file',
  'bank/encrypted-file',
  'bank/file-too-large',
  'bank/formula-cells',
  'bank/foreign-currency-line',
  'bank/html-xls-not-supported',
  'bank/n43-bad-record',
  'bank/n43-data-after-end',
  'bank/n43-no-account',
  'bank/n43-no-end-record',
  'bank/n43-other-accounts-ignored',
  'bank/n43-record-count',
  'bank/n43-totals-mismatch',
  'bank/n43-truncated',
  'bank/no-balance-column',
  'bank/no-date-amount-columns',
  'bank/no-lines',
  'bank/overlap-lines-skipped',
  'bank/period-discontinuity',
  'bank/register-no-columns',
  'bank/row-skipped',
  'bank/sign-inverted',
  'bank/statement-missing',
  'bank/too-many-rows',
  'bank/unreadable-xlsx',
  'bank/unsupported-format',
  'bank/xls-not-supported',
] as const;

export const BANK_EVIDENCE_CODES = [
  'bank/evidence-amount-exact',
  'bank/evidence-amount-net-of-irpf',
  'bank/evidence-amount-unique-in-window',
  'bank/evidence-creditor-id',
  'bank/evidence-date-window',
  'bank/evidence-iban',
  'bank/evidence-identical-lines',
  'bank/evidence-invoice-number',
  'bank/evidence-mandate',
  'bank/evidence-name',
  'bank/evidence-name-mismatch',
  'bank/evidence-near-date',
  'bank/evidence-remittance',
  'bank/evidence-returned-debit',
  'bank/evidence-same-day',
  'bank/evidence-tax-id',
  'bank/evidence-tie',
] as const;

export const BANK_DIFFERENCE_CODES = [
  'bank/difference-fee',
  'bank/difference-rounding',
  'bank/partial-payment',
] as const;

export const BANK_CODES: readonly string[] = [...BANK_FILE_CODES, ...BANK_EVIDENCE_CODES, ...BANK_DIFFERENCE_CODES];
