import { useMemo, useState, type ReactNode } from 'react';
import type { InvoiceRow } from '../../list/invoice-row';
import { BulkActionsBar } from './BulkActionsBar';
import { MoveDialog } from './MoveDialog';
import { groupByCompany, type SelectionExport } from './selection-export';
import { UndoToast } from './UndoToast';
import { useBulkActions } from './use-bulk-actions';

interface BulkActionsProps {
  /** The selected ids, in the list's order. */
  ids: readonly string[];
  /** The rows the filters match (for "select all" and each selected row's company). */
  rows: readonly InvoiceRow[];
  companies: { id: string; name: string }[];
  onSelectAll: () => void;
  onClear: () => void;
  /** The export dialog for a selection (the reports' dialog, composed by the route). */
  renderExport?: ((selection: SelectionExport, onClose: () => void) => ReactNode) | undefined;
}

/** The bulk actions bar with its move dialog, export dialog and undo notice. */
export function BulkActions({ ids, rows, companies, onSelectAll, onClear, renderExport }: BulkActionsProps) {
  const actions = useBulkActions(onClear);
  const [dialog, setDialog] = useState<'move' | 'export' | null>(null);
  const companyOf = useMemo(() => new Map(rows.map((row) => [row.id, row.companyId])), [rows]);
  const names = useMemo(() => new Map(companies.map((company) => [company.id, company.name])), [companies]);
  const selection = groupByCompany(ids, (id) => companyOf.get(id), (companyId) => names.get(companyId) ?? companyId);
  // Where the selection can go: any company of the agency but the one all of it is in already.
  const only = selection.groups.length === 1 ? selection.groups[0]!.companyId : null;
  const destinations = companies.filter((company) => company.id !== only);
  const close = () => setDialog(null);

  return (
    <>
      <BulkActionsBar
        count={ids.length}
        matching={rows.length}
        busy={actions.busy}
        canMove={destinations.length > 0}
        onSelectAll={onSelectAll}
        onClear={onClear}
        onExport={() => setDialog('export')}
        onReview={() => void actions.review(ids)}
        onMove={() => setDialog('move')}
        onDelete={() => void actions.remove(ids)}
      />
      <MoveDialog
        open={dialog === 'move'}
        count={ids.length}
        companies={destinations}
        onClose={close}
        onMove={(companyId, companyName) => void actions.move(ids, companyId, companyName)}
      />
      {dialog === 'export' && renderExport?.(selection, close)}
      <UndoToast notice={actions.notice} onDismiss={actions.dismiss} />
    </>
  );
}
