/**
 * The chat assistant's data shapes: what the tools read through the repository, what they
 * return, and the answer the engine renders. Money is always integer cents; dates `YYYY-MM-DD`.
 * Pure: the Firestore and in-memory repositories map their records to these.
 */
import type { InvoiceStatus } from '../invoice/invoice.schema';

export type ChatLang = 'es' | 'en';

/** The caller's verified claims (from Auth, never from the question or a model). */
export interface ChatClaims {
  accountId: string;
  role: 'owner' | 'staff' | 'client';
  /** Set for a client-company user: the only company they may read. */
  companyId?: string | null;
}

export interface ChatCompany {
  id: string;
  name: string;
  taxId: string;
  status: 'pending' | 'active' | 'inactive';
}

export interface ChatVatLine {
  rate: number;
  base: number;
  cuota: number;
  recargoRate: number;
  recargo: number;
}

export interface ChatInvoice {
  id: string;
  companyId: string;
  number: string | null;
  date: string | null;
  supplierName: string | null;
  supplierTaxId: string | null;
  status: InvoiceStatus;
  hasErrors: boolean;
  /** Error issue codes (warnings left out). */
  errors: string[];
  total: number | null;
  vatLines: ChatVatLine[];
  irpf: { rate: number; amount: number } | null;
  duplicateOf: string | null;
  processedAt: number;
}

export interface ChatUpload {
  companyId: string;
  uploadedAt: number;
}

export interface ChatBankSession {
  id: string;
  companyId: string;
  status: string;
  createdAt: number;
}

export interface ChatBankLine {
  id: string;
  date: string;
  description: string;
  amount: number;
  matched: boolean;
}

export interface ChatDailyReport {
  day: string;
  counts: { processed: number; successful: number; withErrors: number; failed: number };
  items: { invoiceId: string | null; companyId: string; companyName: string; number: string | null; status: string }[];
}

export interface InvoiceQuery {
  companyId?: string;
  /** Invoice date range, inclusive. */
  from?: string;
  to?: string;
}

/**
 * Read access the tools need. Every method takes the account id, which the tools take from the
 * caller's claims; implementations must not read outside that account.
 */
export interface ChatRepository {
  companies(accountId: string): Promise<ChatCompany[]>;
  invoices(accountId: string, query: InvoiceQuery): Promise<ChatInvoice[]>;
  uploads(accountId: string, since: number): Promise<ChatUpload[]>;
  dailyReport(accountId: string, day: string): Promise<ChatDailyReport | null>;
  bankSessions(accountId: string): Promise<ChatBankSession[]>;
  bankLines(accountId: string, sessionId: string): Promise<ChatBankLine[]>;
}

/** Where a figure or row came from; the web app turns it into a link. */
export type SourceRef =
  | { kind: 'invoice'; id: string; companyId: string }
  | {
      kind: 'invoice-list';
      companyId?: string;
      from?: string;
      to?: string;
      status?: 'errors' | 'duplicates' | 'successful';
      supplier?: string;
    }
  | { kind: 'company'; id: string }
  | { kind: 'companies' }
  | { kind: 'bank-session'; id: string; companyId: string }
  | { kind: 'daily-report'; day: string }
  | { kind: 'kb'; id: string; url: string }
  | { kind: 'faq'; id: string };

export interface ToolResult<T> {
  data: T;
  sources: SourceRef[];
}

export type FigureKind = 'money' | 'count' | 'rate' | 'date' | 'tax-id' | 'invoice-number' | 'box';

export interface Figure {
  /** As written in the answer's text. */
  value: string;
  kind: FigureKind;
  source: SourceRef;
}

export interface Citation {
  title: string;
  source: SourceRef;
  url?: string;
  taxYear?: number;
  validFrom?: string;
}

export type ChatAction =
  | { type: 'open-invoice'; invoiceId: string; companyId: string; label: string }
  | { type: 'open-list'; source: SourceRef; label: string };

export type AnswerBlock =
  | { type: 'figures'; items: { label: string; value: string; source: SourceRef }[] }
  | { type: 'table'; columns: string[]; rows: { cells: string[]; source: SourceRef }[] }
  | { type: 'choices'; choices: { label: string; question: string }[] }
  | { type: 'examples'; questions: string[] };

export interface ChatAnswer {
  text: string;
  blocks: AnswerBlock[];
  figures: Figure[];
  citations: Citation[];
  actions: ChatAction[];
  intent: string;
  lang: ChatLang;
}
