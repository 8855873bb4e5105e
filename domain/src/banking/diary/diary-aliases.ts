/** Normalised headers of libro diario exports: Holded, a3, Sage, ContaPlus (XDiario field names), generic. */
import type { Aliases } from '../read/header';

export type DiaryRole = 'entry' | 'date' | 'account' | 'accountName' | 'description' | 'debit' | 'credit' | 'amount';

export const DIARY_ALIASES: Aliases<DiaryRole> = {
  entry: [
    'asiento', 'n asiento', 'no asiento', 'num asiento', 'numero asiento', 'numero de asiento', 'n de asiento', 'asien',
    'entry', 'entry number', 'journal entry', 'journal', 'move', 'apunte asiento', 'nasiento',
  ],
  date: ['fecha', 'fecha asiento', 'fecha contable', 'date', 'entry date', 'posting date'],
  account: ['cuenta', 'n cuenta', 'no cuenta', 'num cuenta', 'numero cuenta', 'numero de cuenta', 'subcuenta', 'subcta', 'codigo cuenta', 'cod cuenta', 'account', 'account code', 'account number'],
  accountName: ['nombre cuenta', 'nombre de la cuenta', 'titulo', 'titulo cuenta', 'descripcion cuenta', 'account name'],
  description: ['concepto', 'descripcion', 'description', 'concept', 'label', 'memo', 'documento', 'notas'],
  debit: ['debe', 'ptadebe', 'eurodebe', 'importe debe', 'debit', 'cargo'],
  credit: ['haber', 'ptahaber', 'eurohaber', 'importe haber', 'credit', 'abono'],
  amount: ['importe', 'amount', 'saldo apunte'],
};
