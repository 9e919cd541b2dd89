/** Spec part 2 §2, §9: a username longer than 24 characters shows its first 15 and an ellipsis. */
export const USERNAME_LIMIT = 24;
export const USERNAME_PREVIEW = 15;

export function shownUsername(username: string): string {
  const characters = [...username];
  return characters.length > USERNAME_LIMIT ? `${characters.slice(0, USERNAME_PREVIEW).join('')}…` : username;
}
