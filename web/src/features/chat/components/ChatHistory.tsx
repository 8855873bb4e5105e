import { useTranslation } from 'react-i18next';
import type { ChatListItem } from '../api/use-chat-data';

interface ChatHistoryProps {
  chats: ChatListItem[];
  currentId: string | null;
  onSelect: (chatId: string | null) => void;
}

/** The user's conversations, newest first, and the button that starts a new one. */
export function ChatHistory({ chats, currentId, onSelect }: ChatHistoryProps) {
  const { t } = useTranslation('chat');
  return (
    <nav className="chat-history" aria-label={t('history')}>
      <button type="button" className="button button-primary" onClick={() => onSelect(null)}>
        {t('newConversation')}
      </button>
      {chats.length === 0 ? (
        <p className="muted">{t('noHistory')}</p>
      ) : (
        <ul>
          {chats.map((chat) => (
            <li key={chat.id}>
              <button type="button" className="button button-ghost" aria-current={chat.id === currentId ? 'page' : undefined} onClick={() => onSelect(chat.id)}>
                {chat.title || t('untitled')}
                {chat.status === 'closed' ? ` · ${t('closed')}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
