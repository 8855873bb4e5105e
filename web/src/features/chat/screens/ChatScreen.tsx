import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { NoActiveSessionError, closeChat, createChat, recordActionOpened, sendQuestion } from '../api/chat-writes';
import { useChatMessages, useChats } from '../api/use-chat-data';
import { ChatHistory } from '../components/ChatHistory';
import { MessageList } from '../components/MessageList';
import '../chat.css';

const SUGGESTIONS = ['s1', 's2', 's3', 's4'] as const;

interface ChatScreenProps {
  chatId: string | null;
  onSelect: (chatId: string | null) => void;
}

/**
 * The assistant (route `chat`): history, the conversation, suggested questions and the
 * composer. A question asked offline is written to the local cache and answered on reconnect.
 */
export function ChatScreen({ chatId, onSelect }: ChatScreenProps) {
  const { t, i18n } = useTranslation('chat');
  const { user, claims } = useSession();
  const accountId = claims.accountId ?? '';
  const uid = user?.uid ?? '';
  const chats = useChats(accountId, uid);
  const messages = useChatMessages(accountId, chatId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'noSession' | 'answer' | null>(null);
  const current = chatId ? (chats.data.find((chat) => chat.id === chatId) ?? null) : null;
  const failed = () => setProblem('answer');

  const ask = (question: string) => {
    const trimmed = question.trim();
    if (!trimmed) return;
    setProblem(null);
    try {
      if (!chatId) {
        const id = createChat(accountId, uid, i18n.language.startsWith('en') ? 'en' : 'es', trimmed.slice(0, 80), failed);
        sendQuestion(accountId, { id, status: 'active' }, trimmed, failed);
        onSelect(id);
      } else {
        sendQuestion(accountId, current, trimmed, failed);
      }
      setText('');
    } catch (error) {
      if (error instanceof NoActiveSessionError) setProblem('noSession');
      else throw error;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(text);
  };

  return (
    <section className="chat-screen">
      <h1>{t('title')}</h1>
      <div className="chat-layout">
        <ChatHistory chats={chats.data} currentId={chatId} onSelect={onSelect} />
        <div className="chat-main">
          {(messages.status === 'error' || chats.status === 'error') && <p role="alert" className="chat-error">{t('errors.connection')}</p>}
          {chatId && messages.data.length > 0 ? (
            <MessageList
              messages={messages.data}
              onAsk={ask}
              onAction={(answerId, action) =>
                chatId &&
                recordActionOpened(accountId, { uid, role: String(claims.role ?? ''), chatId, answerId, action }, () => {
                  // eslint-disable-next-line no-console
                  console.error('Chat audit entry refused', { chatId, answerId });
                })
              }
            />
          ) : (
            <div className="chat-suggestions">
              <p>{t('intro')}</p>
              {SUGGESTIONS.map((key) => (
                <button key={key} type="button" className="button button-secondary" onClick={() => ask(t(`suggestions.${key}`))}>
                  {t(`suggestions.${key}`)}
                </button>
              ))}
            </div>
          )}
          {problem && <p role="alert" className="chat-error">{problem === 'noSession' ? t('errors.noSession') : t('errors.answer')}</p>}
          <form className="chat-composer" onSubmit={submit}>
            <label htmlFor="chat-question" className="visually-hidden">
              {t('placeholder')}
            </label>
            <textarea id="chat-question" value={text} maxLength={2000} rows={2} placeholder={t('placeholder')} onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  ask(text);
                }
              }}
            />
            <button type="submit" className="button button-primary">{t('send')}</button>
            {current?.status === 'active' && (
              <button type="button" className="button button-secondary" onClick={() => closeChat(accountId, current.id, failed)}>
                {t('closeConversation')}
              </button>
            )}
          </form>
        </div>
      </div>
    </section>
  );
}
