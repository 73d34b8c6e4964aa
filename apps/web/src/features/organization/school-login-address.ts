/**
 * The address a school's students log in at: the one place it is built, so the registration
 * form shows the very address the details page and the printed cards will (issue 41: "Web
 * address of your school" read as the school's own website).
 */
export function schoolLoginAddress(origin: string, localePath: (path: string) => string, slug: string): string {
  return `${origin}${localePath(`login-org/${slug}`)}`;
}
