/**
 * A note or issue report an agency user sends to the administrator about a scanned invoice
 * (`accounts/{a}/notes/{n}`). Created by the `sendNote` callable: input
 * `{ invoiceId: string, text: string (1..2000 chars) }`, result `{ noteId }`.
 */
import * as v from 'valibot';
import { cleanMultiline } from '../text/clean-text';

export const NOTE_MAX_LENGTH = 2000;

export const SendNoteInputSchema = v.object({
  invoiceId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  text: v.pipe(v.string(), v.transform(cleanMultiline), v.trim(), v.minLength(1), v.maxLength(NOTE_MAX_LENGTH)),
});
export type SendNoteInput = v.InferOutput<typeof SendNoteInputSchema>;

export const NoteSchema = v.object({
  accountId: v.string(),
  invoiceId: v.string(),
  companyId: v.string(),
  text: v.string(),
  createdBy: v.string(),
  createdAt: v.number(),
  status: v.picklist(['open', 'resolved']),
  resolvedAt: v.nullable(v.number()),
  /** Copied from the invoice when the note is sent, so the administrator sees what it is about. */
  invoiceNumber: v.optional(v.nullable(v.string()), null),
});
export type Note = v.InferOutput<typeof NoteSchema>;
