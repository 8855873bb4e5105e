import { emptyInvoiceData, type InvoiceData } from '@factoria/domain/invoice/invoice.schema';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/invoices.json';
import es from '../../../locales/es/invoices.json';
import { toFormValues, toInvoiceData, type InvoiceFormValues } from './invoice-form-values';
import { OutsideBaseTable } from './OutsideBaseTable';

const invoice: InvoiceData = {
  ...emptyInvoiceData(),
  total: 177.2,
  vatLines: [{ rate: 21, base: 150, cuota: 31.5, recargoRate: 0, recargo: 0 }],
  irpf: { rate: 15, amount: 22.5 },
  outsideBase: [{ kind: 'suplido', label: 'Suplidos: tasa Registro Mercantil', amount: 18.2 }],
};

function Harness({ data, language, readOnly, onSave }: { data: InvoiceData; language: string; readOnly: boolean; onSave: (data: InvoiceData) => void }) {
  const form = useForm<InvoiceFormValues>({ defaultValues: toFormValues(data, language) });
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => onSave(toInvoiceData(values)))(event)}>
      <OutsideBaseTable control={form.control} register={form.register} errors={form.formState.errors} readOnly={readOnly} />
      <button type="submit">save</button>
    </form>
  );
}

function renderIn(language: 'en' | 'es', data: InvoiceData, readOnly = false) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { invoices: en }, es: { invoices: es } }, lng: language, ns: ['invoices'], initAsync: false });
  const saved: InvoiceData[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Harness data={data} language={language} readOnly={readOnly} onSave={(value) => saved.push(value)} />
    </I18nextProvider>,
  );
  return saved;
}

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('OutsideBaseTable', () => {
  afterEach(cleanup);

  it('shows the amounts outside the tax base apart and saves one added and one removed', async () => {
    const saved = renderIn('en', invoice);
    const panel = screen.getByRole('group', { name: 'Outside the tax base (suplidos)' });
    expect(within(panel).getByLabelText<HTMLSelectElement>('Kind, amount outside the base 1').value).toBe('suplido');
    expect(within(panel).getByLabelText<HTMLInputElement>('Description, amount outside the base 1').value).toBe('Suplidos: tasa Registro Mercantil');
    expect(within(panel).getByLabelText<HTMLInputElement>('Amount, amount outside the base 1').value).toBe('18.20');

    fireEvent.click(within(panel).getByRole('button', { name: 'Add an amount outside the tax base' }));
    fireEvent.change(within(panel).getByLabelText('Kind, amount outside the base 2'), { target: { value: 'other' } });
    fireEvent.change(within(panel).getByLabelText('Description, amount outside the base 2'), { target: { value: 'Fianza envases' } });
    fireEvent.change(within(panel).getByLabelText('Amount, amount outside the base 2'), { target: { value: '10,00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove amount 1' }));
    await save();
    expect(saved.at(-1)?.outsideBase).toEqual([{ kind: 'other', label: 'Fianza envases', amount: 10 }]);
    expect(saved.at(-1)?.vatLines).toEqual(invoice.vatLines);
  });

  it('offers to add one when there is none, in Spanish', () => {
    renderIn('es', { ...invoice, outsideBase: undefined });
    const panel = screen.getByRole('group', { name: 'Fuera de la base imponible (suplidos)' });
    expect(within(panel).queryByRole('listitem')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Añadir un importe fuera de la base' }));
    expect(within(panel).getByLabelText('Importe, importe fuera de la base 1')).toBeTruthy();
  });

  it('is read-only when the invoice is, and absent when there is none', () => {
    renderIn('en', invoice, true);
    expect(screen.getByLabelText<HTMLInputElement>('Amount, amount outside the base 1').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add an amount outside the tax base' })).toBeNull();
    cleanup();
    renderIn('en', { ...invoice, outsideBase: [] }, true);
    expect(screen.queryByRole('group', { name: 'Outside the tax base (suplidos)' })).toBeNull();
  });
});
