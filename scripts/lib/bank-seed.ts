/**
 * A small, realistic bank pack for one company: a Norma 43 statement (this year and last),
 * a libro diario and an invoice register as CSV. The demo seed and the tests use it. It holds
 * the cases a session must show: a payment whose concept names its invoice (automatic), a
 * transfer whose amount two invoices share (a suggestion, never automatic), a bank fee with no
 * document, a card payment before its invoice's date (unmatched: the user force-matches it),
 * and a 572 entry the bank never saw (pending on the book side). The CSVs end with a line break,
 * as spreadsheet programs write them.
 */

export interface PackMovement {
  date: string;
  amountCents: number;
  concept: string;
}

export interface BankPack {
  statement: string;
  lastYear: string;
  diary: string;
  invoices: string;
  /** The statement's movements, in file order. */
  movements: PackMovement[];
}

const pad = (value: string | number, size: number, fill = '0') => String(value).padStart(size, fill).slice(-size);
const text = (value: string, size: number) => value.padEnd(size, ' ').slice(0, size);
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const money = (cents: number) => pad(Math.abs(cents), 14);
const sign = (cents: number) => (cents < 0 ? '1' : '2');

/** Norma 43 (AEB Cuaderno 43): 11 header, 22 + 23 per movement, 33 totals, 88 end. */
export function norma43(account: { bank: string; office: string; number: string; owner: string }, openingCents: number, movements: PackMovement[]): string {
  const from = movements[0]?.date ?? '2026-01-01';
  const to = movements.at(-1)?.date ?? from;
  const records = [
    `11${pad(account.bank, 4)}${pad(account.office, 4)}${pad(account.number, 10)}${yymmdd(from)}${yymmdd(to)}${sign(openingCents)}${money(openingCents)}9783${text(account.owner, 26)}   `,
  ];
  let debit = { count: 0, cents: 0 };
  let credit = { count: 0, cents: 0 };
  movements.forEach((movement, index) => {
    const common = movement.amountCents < 0 ? '03' : '02';
    records.push(
      `22    ${pad(account.office, 4)}${yymmdd(movement.date)}${yymmdd(movement.date)}${common}000${sign(movement.amountCents)}${money(movement.amountCents)}${pad(index + 1, 10)}${text('', 12)}${text('', 16)}`,
    );
    records.push(`2301${text(movement.concept, 38)}${text(movement.concept.slice(38), 38)}`);
    if (movement.amountCents < 0) debit = { count: debit.count + 1, cents: debit.cents - movement.amountCents };
    else credit = { count: credit.count + 1, cents: credit.cents + movement.amountCents };
  });
  const closing = openingCents + credit.cents - debit.cents;
  records.push(
    `33${pad(account.bank, 4)}${pad(account.office, 4)}${pad(account.number, 10)}${pad(debit.count, 5)}${money(debit.cents)}${pad(credit.count, 5)}${money(credit.cents)}${sign(closing)}${money(closing)}978    `,
  );
  records.push(`88${'9'.repeat(18)}${pad(records.length, 6)}${' '.repeat(54)}`);
  return records.join('\r\n') + '\r\n';
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const spanishDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function bankPack(options: { year: number; owner: string }): BankPack {
  const y = options.year;
  const movements: PackMovement[] = [
    { date: `${y}-01-05`, amountCents: -12100, concept: 'RECIBO ENDESA ENERGIA FACTURA PI24-0117' },
    { date: `${y}-01-12`, amountCents: 181500, concept: `TRANSF DE ALFA DISTRIBUCIONES SL FRA ${y}-0001` },
    { date: `${y}-01-20`, amountCents: -35000, concept: 'TRANSFERENCIA EMITIDA SERVICIOS' },
    { date: `${y}-01-25`, amountCents: -350, concept: 'COMISION MANTENIMIENTO CUENTA' },
    { date: `${y}-02-02`, amountCents: -24200, concept: 'PAGO CON TARJETA 4B COMERCIO' },
    { date: `${y}-02-10`, amountCents: -6050, concept: 'ADEUDO RECIBO TELEFONICA DE ESPANA' },
  ];
  const account = { bank: '2100', office: '0418', number: '0200051332', owner: options.owner };
  const opening = 500000;
  const statement = norma43(account, opening, movements);
  const lastYearMovements: PackMovement[] = [
    { date: `${y - 1}-11-04`, amountCents: 250000, concept: 'TRANSF DE ALFA DISTRIBUCIONES SL' },
    { date: `${y - 1}-12-01`, amountCents: -18000, concept: 'RECIBO ALQUILER LOCAL' },
  ];
  const lastYear = norma43(account, opening - 250000 + 18000, lastYearMovements);
  const diaryRows: [string, string, string, string, number, number][] = [
    ['1', `${y}-01-05`, '62800000', 'Endesa PI24-0117', 12100, 0],
    ['1', `${y}-01-05`, '57200001', 'Endesa PI24-0117', 0, 12100],
    ['2', `${y}-01-12`, '57200001', `Cobro Alfa ${y}-0001`, 181500, 0],
    ['2', `${y}-01-12`, '43000001', `Cobro Alfa ${y}-0001`, 0, 181500],
    ['3', `${y}-01-20`, '41000003', 'Pago servicios', 35000, 0],
    ['3', `${y}-01-20`, '57200001', 'Pago servicios', 0, 35000],
    ['4', `${y}-02-28`, '57200001', 'Cobro en efectivo ingresado', 9000, 0],
    ['4', `${y}-02-28`, '70500000', 'Cobro en efectivo ingresado', 0, 9000],
  ];
  const diary = [
    'Asiento;Fecha;Cuenta;Concepto;Debe;Haber',
    ...diaryRows.map(([entry, date, acc, concept, debe, haber]) => [entry, spanishDate(date), acc, concept, euros(debe), euros(haber)].join(';')),
  ].join('\r\n') + '\r\n';
  const invoiceRows: [string, string, string, string, number, string][] = [
    [`${y}-01-02`, 'PI24-0117', 'A81948077', 'Endesa Energía SA', 12100, 'recibida'],
    [`${y - 1}-12-28`, `${y}-0001`, 'B86561412', 'Alfa Distribuciones SL', 181500, 'emitida'],
    [`${y}-01-10`, 'S-1001', 'B10000003', 'Servicios Norte SL', 35000, 'recibida'],
    [`${y}-01-11`, 'G-77', 'B20000002', 'Gestiones Sur SL', 35000, 'recibida'],
    [`${y}-03-15`, 'T-555', 'B30000001', 'Comercio Centro SL', 24200, 'recibida'],
    [`${y}-02-01`, 'TF-2026-88', 'A82018474', 'Telefónica de España SAU', 6050, 'recibida'],
  ];
  const invoices = [
    'Fecha;Número;NIF;Nombre;Total;Tipo',
    ...invoiceRows.map(([date, number, nif, name, total, kind]) => [spanishDate(date), number, nif, name, euros(total), kind].join(';')),
  ].join('\r\n') + '\r\n';
  return { statement, lastYear, diary, invoices, movements };
}
