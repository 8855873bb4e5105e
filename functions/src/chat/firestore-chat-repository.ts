/**
 * The chat tools' repository over Firestore (Admin SDK). One instance per answered message: the
 * account's companies and invoices are read once and filtered in memory for every tool of that
 * turn. Amounts
 * become integer cents here. Reads only under `accounts/{accountId}`, the id the tools take
 * from the caller's claims.
 */
import { reportId } from '@factoria/domain/daily-report/report-schedule';
import type { ChatBankLine, ChatBankSession, ChatCompany, ChatDailyReport, ChatInvoice, ChatRepository, ChatUpload, InvoiceQuery } from '@factoria/domain/chat/types';
import type { Firestore } from 'firebase-admin/firestore';

const cents = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toInvoice(id: string, d: Record<string, unknown>): ChatInvoice {
  const issues = Array.isArray(d.issues) ? (d.issues as { code?: unknown; severity?: unknown }[]) : [];
  const lines = Array.isArray(d.vatLines) ? (d.vatLines as Record<string, unknown>[]) : [];
  const irpf = d.irpf as { rate?: unknown; amount?: unknown } | null | undefined;
  return {
    id,
    companyId: String(d.companyId ?? ''),
    number: text(d.number),
    date: text(d.date),
    supplierName: text(d.supplierName),
    supplierTaxId: text(d.supplierTaxId),
    status: (d.status as ChatInvoice['status']) ?? 'has-errors',
    hasErrors: d.hasErrors === true,
    errors: issues.filter((issue) => issue.severity === 'error').map((issue) => String(issue.code)),
    total: typeof d.total === 'number' ? cents(d.total) : null,
    vatLines: lines.map((line) => ({ rate: Number(line.rate ?? 0), base: cents(line.base), cuota: cents(line.cuota), recargoRate: Number(line.recargoRate ?? 0), recargo: cents(line.recargo) })),
    irpf: irpf && typeof irpf.amount === 'number' ? { rate: Number(irpf.rate ?? 0), amount: cents(irpf.amount) } : null,
    duplicateOf: text(d.duplicateOf),
    processedAt: typeof d.processedAt === 'number' ? d.processedAt : 0,
  };
}

export class FirestoreChatRepository implements ChatRepository {
  private all: Promise<ChatInvoice[]> | null = null;
  private companyList: Promise<ChatCompany[]> | null = null;
  private accountId: string | null = null;

  constructor(private readonly db: Firestore) {}

  /** One instance reads one account: its companies and invoices are read once per turn. */
  private of(accountId: string): void {
    if (this.accountId !== null && this.accountId !== accountId) throw new Error('FirestoreChatRepository reads one account');
    this.accountId = accountId;
  }

  /** Starts reading the account's companies and invoices now (answer-message.ts, while it claims). */
  prefetch(accountId: string): void {
    this.companies(accountId).catch(() => undefined);
    this.invoices(accountId, {}).catch(() => undefined);
  }

  async companies(accountId: string): Promise<ChatCompany[]> {
    this.of(accountId);
    this.companyList ??= this.db
      .collection(`accounts/${accountId}/companies`)
      .select('name', 'taxId', 'status')
      .get()
      .then((snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name') ?? ''), taxId: String(doc.get('taxId') ?? ''), status: doc.get('status') as ChatCompany['status'] })));
    return this.companyList;
  }

  async invoices(accountId: string, query: InvoiceQuery): Promise<ChatInvoice[]> {
    this.of(accountId);
    this.all ??= this.db
      .collection(`accounts/${accountId}/invoices`)
      .select('companyId', 'number', 'date', 'supplierName', 'supplierTaxId', 'status', 'hasErrors', 'issues', 'total', 'vatLines', 'irpf', 'duplicateOf', 'processedAt')
      .get()
      .then((snapshot) => snapshot.docs.map((doc) => toInvoice(doc.id, doc.data())));
    const invoices = await this.all;
    return invoices.filter(
      (invoice) =>
        (!query.companyId || invoice.companyId === query.companyId) &&
        (!query.from || (invoice.date !== null && invoice.date >= query.from)) &&
        (!query.to || (invoice.date !== null && invoice.date <= query.to)),
    );
  }

  async uploads(accountId: string, since: number): Promise<ChatUpload[]> {
    const snapshot = await this.db.collection(`accounts/${accountId}/files`).where('uploadedAt', '>=', since).select('companyId', 'uploadedAt', 'kind').get();
    return snapshot.docs.filter((doc) => doc.get('kind') === 'invoice' && typeof doc.get('companyId') === 'string').map((doc) => ({ companyId: doc.get('companyId') as string, uploadedAt: doc.get('uploadedAt') as number }));
  }

  async dailyReport(accountId: string, day: string): Promise<ChatDailyReport | null> {
    const snapshot = await this.db.doc(`accounts/${accountId}/dailyReports/${reportId(day)}`).get();
    if (!snapshot.exists) return null;
    const d = snapshot.data()!;
    return { day, counts: d.counts as ChatDailyReport['counts'], items: (d.items as ChatDailyReport['items']) ?? [] };
  }

  async bankSessions(accountId: string): Promise<ChatBankSession[]> {
    const snapshot = await this.db.collection(`accounts/${accountId}/bankSessions`).where('status', '==', 'done').select('companyId', 'status', 'createdAt').get();
    return snapshot.docs.map((doc) => ({ id: doc.id, companyId: String(doc.get('companyId')), status: String(doc.get('status')), createdAt: Number(doc.get('createdAt') ?? 0) }));
  }

  async bankLines(accountId: string, sessionId: string): Promise<ChatBankLine[]> {
    const snapshot = await this.db.collection(`accounts/${accountId}/bankSessions/${sessionId}/lines`).select('date', 'description', 'amountCents', 'state').get();
    // Decided lines (matched automatically or by a person, or needing no document) are done.
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      date: String(doc.get('date') ?? ''),
      description: String(doc.get('description') ?? ''),
      amount: Number(doc.get('amountCents') ?? 0),
      matched: ['auto', 'matched', 'no-document'].includes(String(doc.get('state'))),
    }));
  }
}
