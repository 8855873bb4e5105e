import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChatScreen } from '../../../features/chat/screens/ChatScreen';

const SearchSchema = v.object({ c: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/))), undefined) });

export const Route = createFileRoute('/_authed/_dashboard/chat')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ChatRoute,
});

function ChatRoute() {
  const { c } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChatScreen chatId={c ?? null} onSelect={(id) => void navigate({ search: { c: id ?? undefined } })} />;
}
