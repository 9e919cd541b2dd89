/** A person as every screen and answer shows them: name and surname, without stray spaces when one is empty. */
export function fullName(person: { name: string; surname: string }): string {
  return `${person.name} ${person.surname}`.trim();
}
