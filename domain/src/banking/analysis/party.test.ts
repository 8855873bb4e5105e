import { describe, expect, it } from 'vitest';
import { conceptName, partyResolver } from './party';

describe('conceptName', () => {
  it.each([
    ['TRANSFERENCIA DE ACME SOLUCIONES SL FRA F2025-0001', 'ACME SOLUCIONES SL'],
    ['TRANSF. A TALLERES PEREZ SA', 'TALLERES PEREZ SA'],
    ['RECIBO IBERDROLA CLIENTES SAU ES12000A95758389 MANDATO MD123X', 'IBERDROLA CLIENTES SAU'],
    ['COMPRA TARJ. 4B**1234 MERCADONA', 'MERCADONA'],
    ['TGSS COTIZACION 05/2025', 'TGSS'],
    ['NOMINA ANA LOPEZ RUIZ', 'NOMINA ANA LOPEZ RUIZ'],
  ])('%s -> %s', (description, name) => {
    expect(conceptName(description)).toBe(name);
  });

  it('keys a name seen on an invoice by its tax id', () => {
    const parties = partyResolver(
      [{ ref: 'i2', number: '1', date: '2025-01-01', dueDate: null, counterpartyTaxId: 'B12345674', counterpartyName: 'Acme Soluciones SL', totalCents: 100, irpfCents: 0, kind: 'issued' }],
      null,
    );
    expect(parties.resolve('TRANSFERENCIA DE ACME SOLUCIONES S.L.', [])).toMatchObject({ key: 'B12345674', taxId: 'B12345674' });
    expect(parties.resolve('TRANSF OTRA COSA SA', [])).toMatchObject({ key: 'OTRA COSA', taxId: null });
  });
});
