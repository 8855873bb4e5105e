/** Normalised header aliases of bank statement columns (Spanish and English exports). */
import type { Aliases } from '../read/header';

export type StatementRole = 'date' | 'valueDate' | 'description' | 'amount' | 'debit' | 'credit' | 'balance' | 'currency';

export const STATEMENT_ALIASES: Aliases<StatementRole> = {
  date: [
    'fecha', 'fecha operacion', 'fecha de operacion', 'f operacion', 'f oper', 'fecha oper', 'f operativa',
    'fecha contable', 'fecha ctble', 'f contable', 'fecha movimiento', 'fecha mov', 'date', 'transaction date',
    'booking date', 'posting date', 'date process', 'operation date', 'fecha transaccion',
  ],
  valueDate: ['fecha valor', 'fecha de valor', 'f valor', 'value date', 'date transaction', 'valor'],
  description: [
    'concepto', 'descripcion', 'description', 'concept', 'movimiento', 'mas datos', 'observaciones', 'concepto ampliado',
    'comentario', 'detalle', 'details', 'memo', 'narrative', 'payee', 'beneficiario', 'referencia', 'referencia 1',
    'referencia 2', 'concepto complementario', 'informacion adicional', 'reference', 'transaction details',
    'ordenante', 'beneficiario ordenante', 'ordenante beneficiario', 'remitente', 'contrapartida', 'payment reference',
    'concepto comun', 'concepto propio', 'descripcion ampliada',
  ],
  amount: ['importe', 'importe en', 'importe de la operacion', 'amount', 'cantidad', 'monto', 'importe movimiento', 'transaction amount'],
  debit: ['cargo', 'cargos', 'debe', 'debito', 'pagos', 'gastos', 'gasto', 'debit', 'debits', 'withdrawal', 'withdrawals', 'salidas', 'money out', 'paid out', 'debit amount'],
  credit: ['abono', 'abonos', 'haber', 'credito', 'ingresos', 'ingreso', 'credit', 'credits', 'deposit', 'deposits', 'entradas', 'money in', 'paid in', 'credit amount'],
  balance: ['saldo', 'saldo en', 'disponible', 'balance', 'saldo disponible', 'saldo contable', 'running balance', 'saldo tras movimiento'],
  currency: ['divisa', 'moneda', 'currency'],
};
