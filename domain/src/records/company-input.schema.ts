/**
 * What an agency user may set on a company (the create/edit form and the callables that store
 * it). The same schema runs in the browser, for instant messages, and in the functions, which
 * never trust the browser. Messages are codes the web app translates (`clients` namespace).
 */
import * as v from 'valibot';
import { validateSpanishTaxId } from '../tax-id/validate-tax-id';
import { cleanLine, cleanMultiline } from '../text/clean-text';

export const COMPANY_INPUT_ERRORS = [
  'company/name-required',
  'company/name-too-long',
  'company/tax-id-required',
  'company/tax-id-invalid',
  'company/invoice-types-required',
  'company/option-required',
  'company/email-required',
  'company/email-invalid',
  'company/notes-too-long',
] as const;
export type CompanyInputError = (typeof COMPANY_INPUT_ERRORS)[number];

/** Purchases: supplier invoices received; sales: invoices issued; simplified: tickets. */
export const INVOICE_TYPES = ['purchases', 'sales', 'simplified'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_NOTES_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;

/** Intake mailboxes live under this domain; the form suggests one per company. */
export const EMAIL_INTAKE_DOMAIN = 'facturas.factoria.app';

const message = (code: CompanyInputError) => code;

/** A yes/no question the user must answer: null (nothing chosen) is refused. */
const RequiredChoiceSchema = v.pipe(
  v.nullable(v.boolean(message('company/option-required'))),
  v.check((value) => value !== null, message('company/option-required')),
  v.transform((value) => value === true),
);

/** Null (as stored for a disabled toggle) reads as empty, so stored values parse again. */
const OptionalEmailSchema = v.pipe(v.nullish(v.string(), ''), v.trim(), v.toLowerCase(), v.maxLength(EMAIL_MAX_LENGTH, message('company/email-invalid')));

const EmailSchema = v.pipe(v.string(), v.email());

/** When an email toggle is on, a valid address is required. */
function emailProblem(enabled: boolean, address: string): CompanyInputError | null {
  if (!enabled) return null;
  if (address === '') return 'company/email-required';
  return v.is(EmailSchema, address) ? null : 'company/email-invalid';
}

function issuePath<T extends object>(input: T, key: keyof T & string): [v.ObjectPathItem] {
  return [{ type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value: input[key] }];
}

/** Receive invoices by email: the address is kept only while the toggle is on. */
const EmailIntakeSchema = v.pipe(
  v.object({ enabled: v.boolean(), address: OptionalEmailSchema }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { enabled, address } = dataset.value;
    const problem = emailProblem(enabled, address);
    if (!problem) return { enabled, address: enabled ? address : null };
    addIssue({ message: problem, path: issuePath(dataset.value, 'address') });
    return NEVER;
  }),
);

/** Create an app user for the company: the email is kept only while the toggle is on. */
const AppUserSchema = v.pipe(
  v.object({ enabled: v.boolean(), email: OptionalEmailSchema }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { enabled, email } = dataset.value;
    const problem = emailProblem(enabled, email);
    if (!problem) return { enabled, email: enabled ? email : null };
    addIssue({ message: problem, path: issuePath(dataset.value, 'email') });
    return NEVER;
  }),
);

export const CompanyInputSchema = v.object({
  name: v.pipe(
    v.string(message('company/name-required')),
    // Controls, line breaks and bidi overrides have no place in a name (text/clean-text.ts).
    v.transform(cleanLine),
    v.trim(),
    v.nonEmpty(message('company/name-required')),
    v.maxLength(COMPANY_NAME_MAX_LENGTH, message('company/name-too-long')),
  ),
  taxId: v.pipe(
    v.string(message('company/tax-id-required')),
    v.trim(),
    v.nonEmpty(message('company/tax-id-required')),
    v.check((value) => value === '' || validateSpanishTaxId(value).valid, message('company/tax-id-invalid')),
    v.transform((value) => validateSpanishTaxId(value).normalized),
  ),
  invoiceTypes: v.pipe(
    v.array(v.picklist(INVOICE_TYPES), message('company/invoice-types-required')),
    v.minLength(1, message('company/invoice-types-required')),
    v.transform((types) => INVOICE_TYPES.filter((type) => types.includes(type))),
  ),
  equivalenceSurcharge: RequiredChoiceSchema,
  irpf: RequiredChoiceSchema,
  emailIntake: EmailIntakeSchema,
  appUser: AppUserSchema,
  notes: v.pipe(v.string(), v.transform(cleanMultiline), v.trim(), v.maxLength(COMPANY_NOTES_MAX_LENGTH, message('company/notes-too-long'))),
});
export type CompanyInputValues = v.InferInput<typeof CompanyInputSchema>;
export type CompanyInput = v.InferOutput<typeof CompanyInputSchema>;

/** A suggested intake address: the company's tax id at the intake domain. */
export function suggestIntakeAddress(taxId: string): string {
  const normalized = validateSpanishTaxId(taxId).normalized.toLowerCase();
  return normalized ? `${normalized}@${EMAIL_INTAKE_DOMAIN}` : '';
}
