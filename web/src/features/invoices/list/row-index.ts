/**
 * The rows of a live invoice list, kept up to date change by change. A snapshot of 20,000
 * invoices costs a few hundred milliseconds to turn into rows; after that, each update (an
 * invoice processed or corrected) converts only the documents that changed, so the list stays
 * smooth while the pipeline writes.
 */
import type { InvoiceRow } from './invoice-row';

export interface RowChange {
  type: 'added' | 'modified' | 'removed';
  id: string;
}

export class RowIndex {
  private readonly rows = new Map<string, InvoiceRow>();

  constructor(private readonly toRow: (id: string) => InvoiceRow) {}

  /** Applies the changes, then returns the rows in the order of `ids` (the query's order). */
  update(changes: readonly RowChange[], ids: readonly string[]): InvoiceRow[] {
    for (const change of changes) {
      if (change.type === 'removed') this.rows.delete(change.id);
      else this.rows.set(change.id, this.toRow(change.id));
    }
    return ids.map((id) => this.rows.get(id) ?? this.toRow(id));
  }
}
