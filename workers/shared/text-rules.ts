/**
 * Characters that have no place in a name, an email address or an identifier, refused by one rule that the forms
 * and the server's schemas share. Free text where a person writes paragraphs (a chat message, a journal entry) is
 * not held to it: line breaks and tabs belong there.
 *
 * - control characters (C0, DEL, C1), which end strings early (NUL), break lines in logs and e-mails, or print
 *   nothing at all;
 * - bidirectional formatting marks (LRM, RLM, ALM, the embeddings, overrides and isolates), which can make a name
 *   display as something other than what it is ("Trojan Source");
 * - line and paragraph separators and the byte-order mark, invisible everywhere a name is shown;
 * - lone surrogates: half of a character, which is not text and cannot be encoded as UTF-8.
 *
 * Joiners (U+200C, U+200D) stay allowed: Persian and Indic names and emoji sequences need them.
 */
const CONTROL_OR_HIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds none of the characters above. */
export function isPlainText(text: string): boolean {
  return !CONTROL_OR_HIDDEN.test(text) && !LONE_SURROGATE.test(text);
}

/** The message beside a field that holds one of them, e.g. "Name can't contain control characters or ...". */
export function plainTextMessage(label: string): string {
  return `${label} can't contain control characters or hidden text-direction marks`;
}
