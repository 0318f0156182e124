/**
 * What a person types: no control characters (NUL, escape, bell, ...), which PostgreSQL refuses
 * in text or which would end up on receipts, in mails and in the gateway's billing address. Line
 * breaks and tabs belong only in the few fields that hold several lines (a message).
 */
export const controlCharactersMessage = 'must not contain control characters';
export const singleLinePattern = /^\P{Cc}*$/u;
export const multiLinePattern = /^(?:\P{Cc}|[\t\n\r])*$/u;

export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}) {
  return !(options.multiLine ? multiLinePattern : singleLinePattern).test(value);
}
