// The one way a text of src/shared/i18n takes its values, on the server and the client.

/** Fills {name} placeholders of a text; a placeholder with no value is left as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
