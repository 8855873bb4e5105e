import type { Note } from '@factoria/domain/records/note.schema';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { resolveNote } from '../api/admin-actions';
import { useAdminNotes } from '../api/use-admin-notes';
import { ActionButton } from '../components/ActionButton';
import { formatDateTime } from '../../../lib/format/format';
import { StatusFilter } from '../components/StatusFilter';
import { AgencyName } from './CompaniesScreen';

import { NOTE_FILTERS, type NoteFilter } from '../filters';

export function NotesScreen({ filter, onFilterChange }: { filter: NoteFilter; onFilterChange: (filter: NoteFilter) => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1>{t('notes.title')}</h1>
      <p className="muted">{t('notes.intro')}</p>
      <StatusFilter
        label={t('notes.filterLabel')}
        options={NOTE_FILTERS.map((value) => ({ value, label: t(`notes.filters.${value}`) }))}
        current={filter}
        onChange={onFilterChange}
      />
      <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
        <NotesTable status={filter} />
      </Suspense>
    </>
  );
}

function NotesTable({ status }: { status: NoteFilter }) {
  const { t } = useTranslation('admin');
  const { status: loadState, data: notes = [] } = useAdminNotes(status);
  // Until the first snapshot, an empty list would read as "none in this state".
  if (loadState === 'loading') return <p className="muted" role="status">{t('loading', { ns: 'common' })}</p>;
  if (notes.length === 0) return <p className="muted">{t('notes.empty')}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{t('notes.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notes.columns.sent')}</th>
          <th scope="col">{t('notes.columns.agency')}</th>
          <th scope="col">{t('notes.columns.invoice')}</th>
          <th scope="col">{t('notes.columns.text')}</th>
          <th scope="col">{t('accounts.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {notes.map((note) => (
          <NoteRow key={`${note.accountId}/${note.id}`} note={note} />
        ))}
      </tbody>
    </table>
  );
}

function NoteRow({ note }: { note: WithId<Note> }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <tr>
      <td>{formatDateTime(note.createdAt, i18n.language)}</td>
      <td>
        <Suspense fallback="…">
          <AgencyName accountId={note.accountId} />
        </Suspense>
      </td>
      <td>{note.invoiceNumber ?? note.invoiceId}</td>
      <td className="admin-note-text">{note.text}</td>
      <td>
        {note.status === 'open' ? (
          <ActionButton variant="secondary" action={() => resolveNote({ accountId: note.accountId, noteId: note.id })}>
            {t('notes.resolve')}
          </ActionButton>
        ) : (
          <span className="badge badge-status-resolved">{note.resolvedAt ? formatDateTime(note.resolvedAt, i18n.language) : t('notes.filters.resolved')}</span>
        )}
      </td>
    </tr>
  );
}
