import type { BankDecision, BankLine, BankMatch } from '@factoria/domain/records/bank-session.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { WithId } from '../../../lib/firebase/converter';
import { MatchCard } from './MatchCard';
import { useCents } from './money';

export interface LineActions {
  accept: (matchId: string) => void;
  reject: (matchId: string) => void;
  force: () => void;
  split: () => void;
  noDocument: () => void;
  undo: () => void;
}

interface LinePanelProps {
  line: WithId<BankLine> | null;
  matches: readonly WithId<BankMatch>[];
  decisions: readonly WithId<BankDecision>[];
  companyId: string;
  busy: boolean;
  actions: LineActions;
}

const OPEN = new Set(['suggested', 'unmatched']);

/** The selected line: its match or suggestions with their evidence, the actions, and its decisions. */
export function LinePanel({ line, matches, decisions, companyId, busy, actions }: LinePanelProps) {
  const { t, i18n } = useTranslation('banking');
  const cents = useCents();
  if (!line) return <p className="muted">{t('detail.choose')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const open = OPEN.has(line.state);
  const current = matches.find((match) => match.id === line.matchId && match.state !== 'suggested');
  const suggestions = matches.filter((match) => match.state === 'suggested').sort((a, b) => a.rank - b.rank);
  const history = decisions.filter((decision) => decision.lineId === line.id || Object.keys(decision.before).includes(line.id));

  return (
    <section className="stack bank-line-panel" aria-labelledby="line-title" data-line={line.row}>
      <h2 id="line-title">{t('detail.title', { row: line.row })}</h2>
      <p>
        {line.date} · {line.description} · <strong>{cents(line.amountCents)}</strong>
      </p>
      <p className="row">
        <span className={`badge bank-line-${line.state}`}>{t(`lineState.${line.state}`)}</span>
        {line.booked && <span className="badge">{t('lines.booked')}</span>}
      </p>
      {current && (
        <>
          <h3>{t('detail.current')}</h3>
          <MatchCard match={current} companyId={companyId} />
        </>
      )}
      {open && (
        <>
          <h3>{t('detail.suggestions')}</h3>
          {suggestions.length === 0 && <p className="muted">{t('detail.noSuggestions')}</p>}
          {suggestions.map((match) => (
            <MatchCard
              key={match.id}
              match={match}
              companyId={companyId}
              actions={
                <>
                  <Button busy={busy} onClick={() => actions.accept(match.id)}>
                    {t('detail.accept')}
                  </Button>
                  <Button variant="secondary" busy={busy} onClick={() => actions.reject(match.id)}>
                    {t('detail.reject')}
                  </Button>
                </>
              }
            />
          ))}
        </>
      )}
      <div className="row">
        {open && (
          <>
            <Button variant="secondary" busy={busy} onClick={actions.force}>
              {t('detail.force')}
            </Button>
            <Button variant="secondary" busy={busy} onClick={actions.split}>
              {t('detail.split')}
            </Button>
            <Button variant="secondary" busy={busy} onClick={actions.noDocument}>
              {t('detail.noDocument')}
            </Button>
          </>
        )}
        {line.decisionIds.length > 0 && (
          <Button variant="ghost" busy={busy} onClick={actions.undo}>
            {t('detail.undo')}
          </Button>
        )}
      </div>
      <p className="muted">{t('detail.keys')}</p>
      <h3>{t('detail.history')}</h3>
      {history.length === 0 ? (
        <p className="muted">{t('detail.noHistory')}</p>
      ) : (
        <ul className="bank-history">
          {history.map((decision) => (
            <li key={decision.id}>
              {t('detail.by', { action: t(`actions.${decision.action}`), name: decision.byName, when: when.format(decision.at) })}
              {decision.undoneBy && <span className="muted"> ({t('detail.undone')})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
