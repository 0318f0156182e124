/**
 * How a refusal's text is written: a `{name}` in a text is the parameter of that name; a text in
 * two forms is chosen by the `count` parameter.
 */
export type ErrorTextForms = string | { one: string; other: string };
export type ErrorParams = Record<string, string | number>;

/** The text with its parameters filled in. */
export function fillErrorText(text: ErrorTextForms, params: ErrorParams | undefined): string {
  const form = typeof text === 'string' ? text : params?.count === 1 ? text.one : text.other;
  return form.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
}
