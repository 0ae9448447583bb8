/** GFM table rows: `| a | b |`, the outer pipes optional, `\|` a pipe inside a cell. */
export const tableCells = (line: string): string[] => {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let index = 0; index < row.length; index += 1) {
    const char = row[index];
    if (char === '\\' && row[index + 1] === '|') {
      cell += '|';
      index += 1;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  return [...cells, cell.trim()];
};

const DELIMITER_CELL = /^:?-+:?$/;

/** `header` and `delimiter` start a table: a `---` row with as many cells as the header. */
export const startsTable = (header: string, delimiter: string | undefined): boolean => {
  if (delimiter === undefined || !(header.includes('|') || delimiter.includes('|'))) return false;
  const cells = tableCells(delimiter);
  return (
    cells.every((cell) => DELIMITER_CELL.test(cell)) && cells.length === tableCells(header).length
  );
};

/** A body row with exactly `width` cells: missing ones empty, extra ones dropped. */
export const bodyRow = (line: string, width: number): string[] => {
  const cells = tableCells(line);
  return Array.from({ length: width }, (_, index) => cells[index] ?? '');
};
