/**
 * Upper-cases an input's text as it is typed (spec §2/§5 names), keeping the caret where it was:
 * writing the new text into the element first means React finds nothing to change.
 */
export function upperCaseInput(input: HTMLInputElement): string {
  const typed = input.value;
  const upper = typed.toUpperCase();
  if (upper === typed) return upper;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  // A few letters grow when upper-cased (ß → SS); then the caret simply goes to the end.
  if (upper.length === typed.length && selectionStart !== null && selectionEnd !== null) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return upper;
}
