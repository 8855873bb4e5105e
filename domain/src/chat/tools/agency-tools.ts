/**
 * Tools over the agency as a whole: clients with no uploads in a month, the daily report, a
 * bank session's unmatched lines. Scoped like the invoice tools: a client user sees only their
 * own company in each.
 */
import type { Period } from '../period';
import type { ChatBankLine, ChatBankSession, ChatClaims, ChatCompany, ChatDailyReport, ChatRepository, ToolResult } from '../types';
import { canSeeCompany, visibleCompanies } from './scope';

export async function missingUploads(repo: ChatRepository, claims: ChatClaims, args: { period: Period }): Promise<ToolResult<{ period: Period; activeCount: number; count: number; companies: ChatCompany[] }>> {
  const companies = (await visibleCompanies(repo, claims)).filter((company) => company.status === 'active');
  const since = Date.parse(`${args.period.from}T00:00:00Z`);
  const until = Date.parse(`${args.period.to}T23:59:59.999Z`);
  const uploaded = new Set((await repo.uploads(claims.accountId, since)).filter((upload) => upload.uploadedAt <= until).map((upload) => upload.companyId));
  const missing = companies.filter((company) => !uploaded.has(company.id)).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return { data: { period: args.period, activeCount: companies.length, count: missing.length, companies: missing }, sources: [{ kind: 'companies' }, ...missing.map((company) => ({ kind: 'company' as const, id: company.id }))] };
}

export async function dailyReport(repo: ChatRepository, claims: ChatClaims, args: { day: string }): Promise<ToolResult<{ day: string; report: ChatDailyReport | null }>> {
  const report = await repo.dailyReport(claims.accountId, args.day);
  if (!report) return { data: { day: args.day, report: null }, sources: [] };
  if (claims.role !== 'client') return { data: { day: args.day, report }, sources: [{ kind: 'daily-report', day: args.day }] };
  const items = report.items.filter((item) => canSeeCompany(claims, item.companyId));
  const counts = {
    processed: items.filter((item) => item.status !== 'failed').length,
    successful: items.filter((item) => item.status === 'successful').length,
    withErrors: items.filter((item) => item.status === 'has-errors').length,
    failed: items.filter((item) => item.status === 'failed').length,
  };
  return { data: { day: args.day, report: { day: report.day, counts, items } }, sources: [{ kind: 'daily-report', day: args.day }] };
}

export interface BankUnmatched {
  session: ChatBankSession | null;
  sessionCount: number;
  lineCount: number;
  unmatched: ChatBankLine[];
  unmatchedAmount: number;
}

/**
 * The latest bank session in scope (of one company when given) and its unmatched lines. Client
 * users see no bank sessions, as in firestore.rules: reconciliation is the agency's work.
 */
export async function bankUnmatched(repo: ChatRepository, claims: ChatClaims, args: { companyId?: string }): Promise<ToolResult<BankUnmatched>> {
  const sessions = (claims.role === 'client' ? [] : await repo.bankSessions(claims.accountId))
    .filter((session) => canSeeCompany(claims, session.companyId))
    .filter((session) => !args.companyId || session.companyId === args.companyId)
    .sort((a, b) => b.createdAt - a.createdAt);
  const session = sessions[0] ?? null;
  if (!session) return { data: { session: null, sessionCount: 0, lineCount: 0, unmatched: [], unmatchedAmount: 0 }, sources: [] };
  const lines = await repo.bankLines(claims.accountId, session.id);
  const unmatched = lines.filter((line) => !line.matched).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return {
    data: { session, sessionCount: sessions.length, lineCount: lines.length, unmatched, unmatchedAmount: unmatched.reduce((acc, line) => acc + line.amount, 0) },
    sources: [{ kind: 'bank-session', id: session.id, companyId: session.companyId }],
  };
}
