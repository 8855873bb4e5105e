/**
 * The spec's field rules (section 5), shared by every form of the account area. Messages are
 * keys of the `account` namespace (`validation.*`); forms translate them.
 */
import { AGENCY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@factoria/domain/records/account-requests.schema';
import { cleanLine } from '@factoria/domain/text/clean-text';
import * as v from 'valibot';

/** The same minimum the signUp callable checks on the server (docs/decisions/1311). */
export { PASSWORD_MIN_LENGTH };

export const EmailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.emailRequired'),
  v.email('validation.emailInvalid'),
);

/** Signing in checks only presence: an old password may predate the length rule. */
export const PasswordPresentField = v.pipe(v.string(), v.nonEmpty('validation.passwordRequired'));

/** The password of a new account. */
export const NewPasswordField = v.pipe(
  v.string(),
  v.nonEmpty('validation.passwordRequired'),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordMin'),
);

/** A password that replaces the current one (reset, change). */
export const ReplacementPasswordField = v.pipe(
  v.string(),
  v.nonEmpty('validation.newPasswordRequired'),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordMin'),
);

export const CurrentPasswordField = v.pipe(v.string(), v.nonEmpty('validation.currentPasswordRequired'));

export const UsernameField = v.pipe(
  v.string(),
  v.transform(cleanLine),
  v.trim(),
  v.nonEmpty('validation.usernameRequired'),
  v.maxLength(USERNAME_MAX_LENGTH, 'validation.usernameTooLong'),
);

export const AgencyNameField = v.pipe(
  v.string(),
  v.transform(cleanLine),
  v.trim(),
  v.nonEmpty('validation.companyNameRequired'),
  v.maxLength(AGENCY_NAME_MAX_LENGTH, 'validation.companyNameTooLong'),
);

export const ConfirmationField = v.pipe(v.string(), v.nonEmpty('validation.confirmationRequired'));
