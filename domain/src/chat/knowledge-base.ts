/**
 * The curated tax knowledge the assistant may state, each entry dated (tax year, valid from)
 * and linked to the AEAT page it comes from. Figures in an answer that are not in the turn's
 * tool results must be in one of these texts (see invented-figures.ts). Review every January:
 * rates, boxes and deadlines change between exercises.
 */
import type { ChatLang } from './types';

export interface KbEntry {
  id: string;
  /** Words (normalized, accentless) that point at this entry. */
  keywords: string[];
  /** Multiplies the keyword score: deadline words outrank the form number they come with. */
  weight?: number;
  taxYear: number;
  validFrom: string;
  url: string;
  title: Record<ChatLang, string>;
  text: Record<ChatLang, string>;
}

const AEAT = 'https://sede.agenciatributaria.gob.es/Sede';

export const KNOWLEDGE_BASE: readonly KbEntry[] = [
  {
    id: 'vat-rates',
    keywords: ['tipos de iva', 'tipo de iva', 'tipo general', 'tipo reducido', 'superreducido', 'vat rates', 'vat rate', 'general rate', 'reduced rate', 'tipos impositivos'],
    taxYear: 2025,
    validFrom: '2025-01-01',
    url: `${AEAT}/iva.html`,
    title: { es: 'Tipos de IVA', en: 'VAT rates' },
    text: {
      es: 'Tipos de IVA en vigor: general 21 %, reducido 10 % y superreducido 4 %; algunas operaciones están exentas (0 %).',
      en: 'VAT rates in force: general 21%, reduced 10% and super-reduced 4%; some supplies are exempt (0%).',
    },
  },
  {
    id: 'recargo-equivalencia',
    keywords: ['recargo de equivalencia', 'recargo equivalencia', 'equivalence surcharge', 'recargo', 'surcharge'],
    taxYear: 2025,
    validFrom: '2025-01-01',
    url: `${AEAT}/iva/regimenes-tributacion-iva/regimen-especial-recargo-equivalencia.html`,
    title: { es: 'Recargo de equivalencia', en: 'Equivalence surcharge (recargo de equivalencia)' },
    text: {
      es: 'Recargo de equivalencia: 5,2 % sobre el IVA del 21 %, 1,4 % sobre el del 10 %, 0,5 % sobre el del 4 % y 1,75 % en las labores del tabaco. Lo aplican los proveedores a los comerciantes minoristas en este régimen.',
      en: 'Equivalence surcharge: 5.2% with 21% VAT, 1.4% with 10% VAT, 0.5% with 4% VAT and 1.75% on tobacco. Suppliers charge it to retailers in this scheme.',
    },
  },
  {
    id: 'irpf-withholding',
    keywords: ['retencion', 'retenciones', 'irpf', 'withholding', 'profesional', 'professional', 'alquiler', 'rent'],
    taxYear: 2025,
    validFrom: '2025-01-01',
    url: `${AEAT}/irpf.html`,
    title: { es: 'Retenciones de IRPF en facturas', en: 'IRPF withholding on invoices' },
    text: {
      es: 'Retenciones de IRPF habituales: 15 % para profesionales (7 % en el año de inicio y los dos siguientes), 19 % en alquileres de locales, 1 % en actividades en módulos y 2 % en actividades agrícolas y ganaderas.',
      en: 'Usual IRPF withholding: 15% for professionals (7% in the first year and the next two), 19% on rents of premises, 1% for activities in the modules scheme and 2% for farming and livestock.',
    },
  },
  {
    id: 'modelo-303-boxes',
    keywords: ['casilla', 'casillas', 'box', 'boxes', 'modelo 303', 'form 303', '303'],
    taxYear: 2025,
    validFrom: '2025-01-01',
    url: `${AEAT}/procedimientoini/G414.shtml`,
    title: { es: 'Modelo 303: casillas principales', en: 'Form 303: main boxes' },
    text: {
      es: 'Modelo 303: casilla 27, total cuota devengada; casillas 28 y 29, base y cuota del IVA soportado en operaciones interiores corrientes; casilla 45, total a deducir; casilla 46, resultado del régimen general; casilla 71, resultado de la liquidación.',
      en: 'Form 303: box 27, total VAT accrued; boxes 28 and 29, base and VAT of domestic current purchases; box 45, total deductible; box 46, general scheme result; box 71, result of the return.',
    },
  },
  {
    id: 'filing-deadlines',
    weight: 3,
    keywords: ['plazo', 'plazos', 'fecha limite', 'cuando se presenta', 'presentar', 'deadline', 'deadlines', 'due', 'file', 'filing', 'calendario', 'calendar', 'vence', 'cuando', 'when', 'hasta que dia', 'by when'],
    taxYear: 2025,
    validFrom: '2025-01-01',
    url: `${AEAT}/calendario-contribuyente.html`,
    title: { es: 'Plazos de presentación trimestrales', en: 'Quarterly filing deadlines' },
    text: {
      es: 'Modelos 303 y 111 trimestrales: del 1 al 20 de abril (1T), julio (2T) y octubre (3T), y del 1 al 30 de enero (4T). El resumen anual 390 se presenta del 1 al 30 de enero.',
      en: 'Quarterly forms 303 and 111: 1 to 20 April (Q1), July (Q2) and October (Q3), and 1 to 30 January (Q4). The annual summary 390 is filed 1 to 30 January.',
    },
  },
  {
    id: 'sii',
    keywords: ['sii', 'suministro inmediato', 'immediate supply'],
    taxYear: 2025,
    validFrom: '2025-01-01',
    url: `${AEAT}/iva/suministro-inmediato-informacion.html`,
    title: { es: 'Suministro Inmediato de Información (SII)', en: 'Immediate Supply of Information (SII)' },
    text: {
      es: 'SII: las facturas recibidas se registran en la sede de la AEAT en un plazo de 4 días hábiles desde su registro contable.',
      en: 'SII: received invoices are reported to the AEAT within 4 business days of being booked.',
    },
  },
];
