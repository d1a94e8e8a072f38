// Status choices offered for a receipt: the configured list, plus the receipt's own status
// when it is one the list does not know (shown as it is, never hidden).
export function statusChoices(configured: readonly string[], current: string | null): string[] {
  const choices = [...configured];
  if (current !== null && !choices.includes(current)) choices.unshift(current);
  return choices;
}
