/**
 * Message templates are plain strings with `{name}` placeholders: data that both catalogs share
 * the shape of, so a test can hold the Hebrew catalog to the English one's keys and parameters.
 */

/** The names a template's `{name}` placeholders use, as a type: `ParamNames<'a {x} b {y}'>` is 'x' | 'y'. */
export type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

export type ParamValue = string | number;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The placeholder names a template uses, each once, in order of first use. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * The template split into literal text and placeholders, so a caller can put its own element
 * (an isolated left-to-right number, say) where a value goes.
 */
export function splitTemplate(template: string): ({ text: string } | { param: string })[] {
  const parts: ({ text: string } | { param: string })[] = [];
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ text: template.slice(at, match.index) });
    parts.push({ param: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}

/** The template with each placeholder replaced by its value; a missing value stays visible as `{name}`. */
export function formatTemplate(template: string, params: Readonly<Record<string, ParamValue>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
