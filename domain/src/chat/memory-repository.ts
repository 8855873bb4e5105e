/**
 * The repository over plain data: unit tests, the evaluation and `npm run ask`. The data file
 * shape (`ChatDataset`) is documented in docs/chat.md; the evaluation's seed generates it.
 */
import type { ChatBankLine, ChatBankSession, ChatCompany, ChatDailyReport, ChatInvoice, ChatRepository, ChatUpload, InvoiceQuery } from './types';

export interface AgencyData {
  accountId: string;
  name: string;
  timeZone?: string;
  companies: ChatCompany[];
  invoices: ChatInvoice[];
  uploads: ChatUpload[];
  dailyReports: ChatDailyReport[];
  bankSessions: (ChatBankSession & { lines: ChatBankLine[] })[];
}

export interface ChatDataset {
  /** The day questions are asked on (`YYYY-MM-DD`): "this month", "today" and bare quarters resolve against it. */
  today: string;
  agencies: AgencyData[];
}

export class MemoryChatRepository implements ChatRepository {
  private readonly byAccount: Map<string, AgencyData>;

  constructor(agencies: readonly AgencyData[]) {
    this.byAccount = new Map(agencies.map((agency) => [agency.accountId, agency]));
  }

  private agency(accountId: string): AgencyData | undefined {
    return this.byAccount.get(accountId);
  }

  async companies(accountId: string): Promise<ChatCompany[]> {
    return [...(this.agency(accountId)?.companies ?? [])];
  }

  async invoices(accountId: string, query: InvoiceQuery): Promise<ChatInvoice[]> {
    return (this.agency(accountId)?.invoices ?? []).filter(
      (invoice) =>
        (!query.companyId || invoice.companyId === query.companyId) &&
        (!query.from || (invoice.date !== null && invoice.date >= query.from)) &&
        (!query.to || (invoice.date !== null && invoice.date <= query.to)),
    );
  }

  async uploads(accountId: string, since: number): Promise<ChatUpload[]> {
    return (this.agency(accountId)?.uploads ?? []).filter((upload) => upload.uploadedAt >= since);
  }

  async dailyReport(accountId: string, day: string): Promise<ChatDailyReport | null> {
    return this.agency(accountId)?.dailyReports.find((report) => report.day === day) ?? null;
  }

  async bankSessions(accountId: string): Promise<ChatBankSession[]> {
    return (this.agency(accountId)?.bankSessions ?? []).map(({ lines: _lines, ...session }) => session);
  }

  async bankLines(accountId: string, sessionId: string): Promise<ChatBankLine[]> {
    return [...(this.agency(accountId)?.bankSessions.find((session) => session.id === sessionId)?.lines ?? [])];
  }
}
