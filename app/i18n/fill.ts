// Messages travel to the browser as loader data, so they are strings, never functions: a value
// goes in where the message says `{name}`.

export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
