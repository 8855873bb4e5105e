/**
 * Chat documents (DESIGN.md section 12): `accounts/{a}/chats/{c}` and its `messages/{m}`. The
 * user writes a conversation and its questions (firestore.rules check the shapes); the answer
 * `${m}_a` is written by functions only. The web app parses every answer with
 * `ChatAnswerDocSchema` and shows a clear error when one does not fit.
 */
import * as v from 'valibot';

export const CHAT_TEXT_MAX = 2000;

export const ChatSessionSchema = v.object({
  ownerUid: v.string(),
  title: v.string(),
  locale: v.picklist(['es', 'en']),
  status: v.picklist(['active', 'closed']),
  createdAt: v.number(),
  updatedAt: v.optional(v.number()),
});
export type ChatSession = v.InferOutput<typeof ChatSessionSchema>;

const SourceRefSchema = v.variant('kind', [
  v.object({ kind: v.literal('invoice'), id: v.string(), companyId: v.string() }),
  v.object({
    kind: v.literal('invoice-list'),
    companyId: v.optional(v.string()),
    from: v.optional(v.string()),
    to: v.optional(v.string()),
    status: v.optional(v.picklist(['errors', 'duplicates', 'successful'])),
    supplier: v.optional(v.string()),
  }),
  v.object({ kind: v.literal('company'), id: v.string() }),
  v.object({ kind: v.literal('companies') }),
  v.object({ kind: v.literal('bank-session'), id: v.string(), companyId: v.string() }),
  v.object({ kind: v.literal('daily-report'), day: v.string() }),
  v.object({ kind: v.literal('kb'), id: v.string(), url: v.string() }),
  v.object({ kind: v.literal('faq'), id: v.string() }),
]);
export type ChatSourceRef = v.InferOutput<typeof SourceRefSchema>;

const BlockSchema = v.variant('type', [
  v.object({ type: v.literal('figures'), items: v.array(v.object({ label: v.string(), value: v.string(), source: SourceRefSchema })) }),
  v.object({ type: v.literal('table'), columns: v.array(v.string()), rows: v.array(v.object({ cells: v.array(v.string()), source: SourceRefSchema })) }),
  v.object({ type: v.literal('choices'), choices: v.array(v.object({ label: v.string(), question: v.string() })) }),
  v.object({ type: v.literal('examples'), questions: v.array(v.string()) }),
]);
export type ChatBlock = v.InferOutput<typeof BlockSchema>;

const ActionSchema = v.variant('type', [
  v.object({ type: v.literal('open-invoice'), invoiceId: v.string(), companyId: v.string(), label: v.string() }),
  v.object({ type: v.literal('open-list'), source: SourceRefSchema, label: v.string() }),
]);
export type ChatActionDoc = v.InferOutput<typeof ActionSchema>;

export const ChatUserMessageSchema = v.object({
  role: v.literal('user'),
  text: v.pipe(v.string(), v.maxLength(CHAT_TEXT_MAX)),
  status: v.picklist(['pending', 'answering', 'answered', 'error']),
  createdAt: v.number(),
});

export const ChatAnswerDocSchema = v.object({
  role: v.literal('assistant'),
  replyTo: v.string(),
  status: v.picklist(['answering', 'streaming', 'done', 'error']),
  text: v.string(),
  createdAt: v.number(),
  blocks: v.optional(v.array(BlockSchema), []),
  figures: v.optional(v.array(v.object({ value: v.string(), kind: v.string(), source: SourceRefSchema })), []),
  citations: v.optional(
    v.array(v.object({ title: v.string(), source: SourceRefSchema, url: v.optional(v.string()), taxYear: v.optional(v.number()), validFrom: v.optional(v.string()) })),
    [],
  ),
  actions: v.optional(v.array(ActionSchema), []),
  intent: v.optional(v.string()),
  error: v.optional(v.object({ code: v.string() })),
});
export type ChatAnswerDoc = v.InferOutput<typeof ChatAnswerDocSchema>;
