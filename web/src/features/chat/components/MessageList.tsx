import type { ChatActionDoc } from '@factoria/domain/records/chat.schema';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api/use-chat-data';
import { AnswerView } from './AnswerView';

/** The conversation: questions (with "waiting to sync" while offline) and their answers. */
export function MessageList({ messages, onAsk, onAction }: { messages: ChatMessage[]; onAsk: (question: string) => void; onAction?: (answerId: string, action: ChatActionDoc) => void }) {
  const { t } = useTranslation('chat');
  const answered = new Set(messages.filter((m) => m.role === 'assistant').map((m) => m.id.replace(/_a$/, '')));
  return (
    <ol className="chat-messages" aria-label={t('conversation')}>
      {messages.map((message) =>
        message.role === 'user' ? (
          <li key={message.id} className="chat-question">
            <p>{message.text}</p>
            {message.pending && <span className="badge">{t('pendingSync')}</span>}
            {!message.pending && !answered.has(message.id) && <p className="chat-thinking">{t('thinking')}</p>}
          </li>
        ) : (
          <li key={message.id} className="chat-reply">
            {message.ok ? <AnswerView answer={message.answer} onAsk={onAsk} onAction={(action) => onAction?.(message.id, action)} /> : <p role="alert" className="chat-error">{t('errors.badFormat')}</p>}
          </li>
        ),
      )}
    </ol>
  );
}
