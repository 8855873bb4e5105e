import type { ChatSourceRef } from '@factoria/domain/records/chat.schema';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Where a figure, row or citation came from, as a link into the app (or to the AEAT page). */
export function SourceLink({ source, children }: { source: ChatSourceRef; children: ReactNode }) {
  switch (source.kind) {
    case 'invoice':
      return <Link to="/invoices/$companyId/$invoiceId" params={{ companyId: source.companyId, invoiceId: source.id }}>{children}</Link>;
    case 'invoice-list':
      return (
        <Link to="/invoices" search={{ ...(source.companyId ? { company: source.companyId } : {}), ...(source.status === 'errors' ? { status: 'has-errors' as const } : {}) }}>
          {children}
        </Link>
      );
    case 'company':
      return <Link to="/clients/$id" params={{ id: source.id }}>{children}</Link>;
    case 'companies':
      return <Link to="/clients">{children}</Link>;
    case 'bank-session':
      return <Link to="/banking/view/$id" params={{ id: source.id }}>{children}</Link>;
    case 'daily-report':
      return <Link to="/reports">{children}</Link>;
    case 'faq':
      return <Link to="/faq/$id" params={{ id: source.id }}>{children}</Link>;
    case 'kb':
      return (
        <a href={source.url} target="_blank" rel="noreferrer">
          {children}
        </a>
      );
  }
}
