import { avatarSchema, studentUsernameSchema, type StudentUpdateRequest } from '@codehop/api';

export interface StudentFormValues {
  username: string;
  character: string | null;
}

export interface StudentFormErrors {
  username?: 'profile.studentForm.usernameRequired' | 'profile.studentForm.usernameInvalid';
  character?: 'account.chooseAvatar.required';
}

/**
 * The API's own rules (3 to 30 letters, digits, dots, dashes or underscores; one of the 21
 * avatars), so the form and the server never disagree. Returns the body to send, or the errors.
 */
export function checkStudentForm(
  values: StudentFormValues,
): { ok: true; body: StudentUpdateRequest } | { ok: false; errors: StudentFormErrors } {
  const errors: StudentFormErrors = {};
  const username = studentUsernameSchema.safeParse(values.username);
  if (values.username.trim() === '') errors.username = 'profile.studentForm.usernameRequired';
  else if (!username.success) errors.username = 'profile.studentForm.usernameInvalid';
  const character = avatarSchema.safeParse(values.character);
  if (!character.success) errors.character = 'account.chooseAvatar.required';
  if (!username.success || !character.success) return { ok: false, errors };
  return { ok: true, body: { username: username.data, character: character.data } };
}
