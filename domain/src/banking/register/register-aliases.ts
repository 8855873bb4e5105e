/**
 * Normalised headers of invoice registers: the AEAT libro registro books (received and issued,
 * two header rows: the group joins the column name), Factoría's own exports (domain/src/export)
 * and generic registers. Supplier-side and customer-side columns tell received from issued.
 */
import type { Aliases } from '../read/header';

export type RegisterRole =
  | 'number' | 'date' | 'taxId' | 'name' | 'supplierTaxId' | 'supplierName' | 'customerTaxId' | 'customerName'
  | 'total' | 'irpf' | 'companyTaxId';

export const REGISTER_ALIASES: Aliases<RegisterRole> = {
  number: [
    'numero', 'n factura', 'no factura', 'num factura', 'numero factura', 'numero de factura', 'factura', 'n fra', 'serie numero',
    'identificacion factura del expedidor serie numero', 'serie y numero', 'invoice number', 'invoice no', 'invoice', 'number',
  ],
  date: ['fecha', 'fecha factura', 'fecha expedicion', 'fecha de expedicion', 'fecha emision', 'date', 'invoice date', 'issue date'],
  taxId: ['nif', 'cif', 'nif cif', 'tax id', 'vat number', 'nif tercero', 'cif nif'],
  name: ['nombre', 'razon social', 'tercero', 'nombre tercero', 'name', 'counterparty'],
  supplierTaxId: ['nif proveedor', 'cif proveedor', 'nif expedidor identificacion', 'nif emisor', 'nif del proveedor', 'supplier tax id', 'supplier vat'],
  supplierName: ['proveedor', 'nombre proveedor', 'nombre expedidor', 'nombre emisor', 'emisor', 'supplier', 'supplier name'],
  customerTaxId: ['nif cliente', 'cif cliente', 'nif destinatario identificacion', 'nif destinatario', 'nif del destinatario', 'customer tax id', 'customer vat'],
  customerName: ['cliente', 'nombre cliente', 'nombre destinatario', 'nombre del destinatario', 'destinatario', 'customer', 'customer name'],
  total: ['total', 'total factura', 'importe total', 'importe', 'total amount', 'amount', 'total importe'],
  irpf: ['retencion irpf', 'importe retenido del irpf', 'irpf', 'irpf withheld', 'retencion', 'importe retencion', 'withholding'],
  companyTaxId: ['nif del cliente', 'client tax id'],
};
