import type { ChatActionDoc, ChatAnswerDoc, ChatBlock } from '@factoria/domain/records/chat.schema';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SourceLink } from './SourceLink';

interface AnswerViewProps {
  answer: ChatAnswerDoc;
  /** Sends a choice or an example as the next question. */
  onAsk: (question: string) => void;
  /** Records a click on a proposed action (the audit) just before it runs. */
  onAction?: (action: ChatActionDoc) => void;
}

/**
 * One answer: its text, every figure as a link to where it came from, its tables (each row a
 * link), the choices of a clarifying question, citations, and proposed actions, which run only
 * when clicked.
 */
export function AnswerView({ answer, onAsk, onAction }: AnswerViewProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  if (answer.status === 'error') return <p role="alert" className="chat-error">{t('errors.answer')}</p>;
  // A streaming provider's text so far (figures already checked by the function), then the answer.
  if (answer.status === 'streaming' && answer.text)
    return (
      <p className="chat-text chat-streaming" aria-busy="true">
        {answer.text}
      </p>
    );
  if (answer.status !== 'done') return <p className="chat-thinking" aria-live="polite">{t('thinking')}</p>;
  return (
    <div className="chat-answer" data-intent={answer.intent}>
      <p className="chat-text">{answer.text}</p>
      {answer.figures.length > 0 && (
        <ul className="chat-figures" aria-label={t('figures')}>
          {answer.figures.map((figure, index) => (
            <li key={`${figure.value}-${index}`}>
              <SourceLink source={figure.source}>{figure.value}</SourceLink>
            </li>
          ))}
        </ul>
      )}
      {answer.blocks.map((block, index) => (
        <Block key={index} block={block} onAsk={onAsk} />
      ))}
      {answer.citations.length > 0 && (
        <p className="chat-citations">
          {t('source')}{' '}
          {answer.citations.map((citation, index) => (
            <SourceLink key={index} source={citation.source}>
              {citation.title}
              {citation.taxYear ? ` (${citation.taxYear})` : ''}
            </SourceLink>
          ))}
        </p>
      )}
      {answer.actions.length > 0 && (
        <div className="chat-actions">
          {answer.actions.map((action, index) => (
            <button
              key={index}
              type="button"
              className="button button-secondary"
              onClick={() => {
                onAction?.(action);
                if (action.type === 'open-invoice') void navigate({ to: '/invoices/$companyId/$invoiceId', params: { companyId: action.companyId, invoiceId: action.invoiceId } });
                else void navigate({ to: '/invoices', search: action.source.kind === 'invoice-list' && action.source.companyId ? { company: action.source.companyId } : {} });
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function Block({ block, onAsk }: { block: ChatBlock; onAsk: (question: string) => void }) {
  if (block.type === 'choices' || block.type === 'examples') {
    const questions = block.type === 'choices' ? block.choices.map((c) => ({ label: c.label, question: c.question })) : block.questions.map((q) => ({ label: q, question: q }));
    return (
      <div className="chat-choices">
        {questions.map((q) => (
          <button key={q.label} type="button" className="button button-secondary" onClick={() => onAsk(q.question)}>
            {q.label}
          </button>
        ))}
      </div>
    );
  }
  if (block.type === 'figures') return null;
  return (
    <div className="table-scroll">
      <table className="chat-table">
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, index) => (
            <tr key={index}>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cellIndex === 0 ? <SourceLink source={row.source}>{cell}</SourceLink> : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
