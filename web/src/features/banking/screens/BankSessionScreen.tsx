import type { BankDecisionRequest } from '@factoria/domain/records/bank-session.schema';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decide, decisionFailure } from '../api/decide';
import { useBankSession, useSessionDetail } from '../api/use-bank-sessions';
import { useBankUser } from '../api/use-bank-user';
import { BookPendingList } from '../components/BookPendingList';
import { EstadoPanel } from '../components/EstadoPanel';
import { ForceMatchDialog } from '../components/ForceMatchDialog';
import { LinePanel } from '../components/LinePanel';
import { LineTable } from '../components/LineTable';
import { SessionFailure } from '../components/SessionFailure';
import { SessionProgress } from '../components/SessionProgress';
import { SplitDialog } from '../components/SplitDialog';
import { TAB_IDS, tabLines, type TabId } from '../components/line-tabs';
import { useLineKeys } from '../components/use-line-keys';
import { AnalysisTab, AnalysisTabButton } from '../components/analysis/AnalysisTab';
import '../banking.css';

/** banking/view/{id}: progress while processing; then the estado de conciliación and the review. */
export function BankSessionScreen({ sessionId }: { sessionId: string }) {
  const me = useBankUser();
  return me ? <SessionView accountId={me.accountId} sessionId={sessionId} /> : null;
}

function SessionView({ accountId, sessionId }: { accountId: string; sessionId: string }) {
  const { t } = useTranslation('banking');
  const session = useBankSession(accountId, sessionId);
  const done = session.data?.status === 'done';
  const detail = useSessionDetail(accountId, sessionId, done);
  const [tab, setTab] = useState<TabId | 'analysis'>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [forcing, setForcing] = useState(false);
  const [splitting, setSplitting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const shown = tabLines(detail.lines.data, tab === 'analysis' ? 'all' : tab);
  const line = detail.lines.data.find((candidate) => candidate.id === selectedId) ?? null;
  const lineMatches = line ? detail.matches.data.filter((match) => match.lineIds.includes(line.id)) : [];

  async function run(request: BankDecisionRequest) {
    setBusy(true);
    setError(null);
    try {
      await decide(request);
    } catch (failure) {
      setError(t(`codes.${decisionFailure(failure)}`));
    } finally {
      setBusy(false);
    }
  }
  const firstSuggestion = () => lineMatches.filter((match) => match.state === 'suggested').sort((a, b) => a.rank - b.rank)[0];
  const actions = {
    accept: (matchId: string) => void run({ action: 'accept', sessionId, matchId }),
    reject: (matchId: string) => void run({ action: 'reject', sessionId, matchId }),
    force: () => setForcing(true),
    split: () => setSplitting(true),
    noDocument: () => line && void run({ action: 'no-document', sessionId, lineId: line.id }),
    undo: () => line && void run({ action: 'undo', sessionId, lineId: line.id }),
  };
  const onKeyDown = useLineKeys(shown, selectedId, setSelectedId, {
    accept: () => {
      const match = firstSuggestion();
      if (match) actions.accept(match.id);
    },
    reject: () => {
      const match = firstSuggestion();
      if (match) actions.reject(match.id);
    },
    force: () => line && actions.force(),
    split: () => line && actions.split(),
    noDocument: actions.noDocument,
    undo: actions.undo,
  });

  if (session.status === 'loading') return <p className="page muted">{t('session.loading')}</p>;
  if (!session.data) return <p className="page">{t('session.notFound')}</p>;
  const current = session.data;
  const counts = {
    all: detail.lines.data.length,
    matched: tabLines(detail.lines.data, 'matched').length,
    suggested: tabLines(detail.lines.data, 'suggested').length,
    unmatched: tabLines(detail.lines.data, 'unmatched').length,
    book: detail.bookItems.data.filter((item) => item.pending).length,
  };

  return (
    <div className="page stack">
      <Link to="/banking/view">{t('session.back')}</Link>
      <h1>{t('session.title', { company: current.companyName ?? current.companyId })}</h1>
      {current.period && <p className="muted">{t('session.period', current.period)} · {current.bank ?? ''} · {current.iban ?? ''}</p>}
      {current.status === 'failed' && <SessionFailure session={current} />}
      {!done && current.status !== 'failed' && <SessionProgress session={current} />}
      {done && current.summary && <EstadoPanel summary={current.summary} />}
      {done && (
        <>
          <div role="tablist" aria-label={t('tabs.label')} className="bank-tabs">
            {TAB_IDS.map((id) => (
              <button key={id} type="button" role="tab" aria-selected={tab === id} className="button button-ghost" onClick={() => setTab(id)}>
                {t(`tabs.${id}`, { count: counts[id] })}
              </button>
            ))}
            <AnalysisTabButton selected={tab === 'analysis'} onSelect={() => setTab('analysis')} />
          </div>
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          {tab === 'analysis' ? (
            <AnalysisTab accountId={accountId} sessionId={sessionId} lines={detail.lines.data} items={detail.bookItems.data} onOpenLine={(id) => { setTab('all'); setSelectedId(id); }} />
          ) : tab === 'book' ? (
            <BookPendingList items={detail.bookItems.data} />
          ) : (
            <div className="bank-review" tabIndex={0} onKeyDown={onKeyDown} data-testid="bank-review">
              <LineTable lines={shown} selectedId={selectedId} onSelect={setSelectedId} />
              <LinePanel line={line} matches={lineMatches} decisions={detail.decisions.data} companyId={current.companyId} busy={busy} actions={actions} />
            </div>
          )}
          <SplitDialog
            line={splitting ? line : null}
            items={detail.bookItems.data}
            busy={busy}
            onClose={() => setSplitting(false)}
            onConfirm={(parts) => {
              if (!line) return;
              setSplitting(false);
              void run({ action: 'split', sessionId, lineId: line.id, parts });
            }}
          />
          <ForceMatchDialog
            line={forcing ? line : null}
            items={detail.bookItems.data}
            busy={busy}
            onClose={() => setForcing(false)}
            onConfirm={(bookItemIds) => {
              if (!line) return;
              setForcing(false);
              void run({ action: 'force-match', sessionId, lineId: line.id, bookItemIds });
            }}
          />
        </>
      )}
    </div>
  );
}
