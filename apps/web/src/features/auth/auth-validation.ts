import { emailSchema, FULL_NAME_MAX } from '@codehop/api';

/** i18n keys of the messages the auth forms show before anything is sent. */
export type AuthFieldError =
  | 'auth.emailRequired'
  | 'auth.emailInvalid'
  | 'auth.passwordRequired'
  | 'auth.passwordTooShort'
  | 'auth.passwordTooLong'
  | 'auth.passwordsDiffer'
  | 'auth.fullNameRequired'
  | 'auth.fullNameTooLong';

export type FieldErrors<Field extends string> = Partial<Record<Field, AuthFieldError>>;

/** The same limits as the API's password schema (8 to 128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function emailError(value: string): AuthFieldError | undefined {
  if (value.trim() === '') return 'auth.emailRequired';
  return emailSchema.safeParse(value).success ? undefined : 'auth.emailInvalid';
}

/** A new password (sign-up, reset) follows the length rules; logging in only needs one typed. */
export function newPasswordError(value: string): AuthFieldError | undefined {
  if (value === '') return 'auth.passwordRequired';
  if (value.length < PASSWORD_MIN) return 'auth.passwordTooShort';
  if (value.length > PASSWORD_MAX) return 'auth.passwordTooLong';
  return undefined;
}

/** The API's full-name rule (1 to FULL_NAME_MAX characters once trimmed), said before sending. */
export function fullNameError(value: string): AuthFieldError | undefined {
  const name = value.trim();
  if (name === '') return 'auth.fullNameRequired';
  return name.length > FULL_NAME_MAX ? 'auth.fullNameTooLong' : undefined;
}

function compact<Field extends string>(
  errors: Record<Field, AuthFieldError | undefined>,
): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const [field, error] of Object.entries(errors) as Array<
    [Field, AuthFieldError | undefined]
  >) {
    if (error) result[field] = error;
  }
  return result;
}

export function validateLogin(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return compact({
    email: values.email.trim() === '' ? 'auth.emailRequired' : undefined,
    password: values.password === '' ? 'auth.passwordRequired' : undefined,
  });
}

export function validateSignup(values: {
  full_name: string;
  email: string;
  password: string;
}): FieldErrors<'full_name' | 'email' | 'password'> {
  return compact({
    full_name: fullNameError(values.full_name),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

export function validateForgot(values: { email: string }): FieldErrors<'email'> {
  return compact({ email: emailError(values.email) });
}

export function validateReset(values: {
  new_password: string;
  confirm: string;
}): FieldErrors<'new_password' | 'confirm'> {
  const passwordError = newPasswordError(values.new_password);
  return compact({
    new_password: passwordError,
    confirm:
      !passwordError && values.confirm !== values.new_password ? 'auth.passwordsDiffer' : undefined,
  });
}

/** The errors without the one of a field the person is editing again. */
export function withoutField<Errors extends Partial<Record<string, unknown>>>(
  errors: Errors,
  field: keyof Errors,
): Errors {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
