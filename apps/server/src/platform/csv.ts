/**
 * A CSV field (RFC 4180) that a spreadsheet never runs as a formula: a leading = + - @ (or a tab
 * or carriage return) is prefixed with a quote, then a field holding a comma, a quote or a line
 * break is quoted (SECURITY-CHECKLIST: CSV injection). Every CSV the server writes goes through it.
 */
export const csvField = (value: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Lines of fields as one CSV document, CRLF after each line. */
export const csvDocument = (lines: readonly (readonly string[])[]) =>
  lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
