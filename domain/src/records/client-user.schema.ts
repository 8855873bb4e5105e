/**
 * The app user of a client company (`accounts/{a}/clientUsers/{companyId}`), written only by
 * the function that reacts to the company's `appUser {enabled, email}`: which Auth user it
 * created, whether the invitation went out, and why not when it could not.
 */
import * as v from 'valibot';

export const CLIENT_USER_STATUSES = ['invited', 'disabled', 'failed'] as const;
export const CLIENT_USER_ERRORS = ['email-in-use', 'email-invalid'] as const;

export const ClientUserSchema = v.object({
  companyId: v.string(),
  email: v.string(),
  uid: v.nullable(v.string()),
  status: v.picklist(CLIENT_USER_STATUSES),
  error: v.nullable(v.picklist(CLIENT_USER_ERRORS)),
  /** The `mail/{id}` document of the invitation, once queued. */
  mailId: v.nullable(v.string()),
  invitedAt: v.nullable(v.number()),
  updatedAt: v.number(),
});
export type ClientUser = v.InferOutput<typeof ClientUserSchema>;
