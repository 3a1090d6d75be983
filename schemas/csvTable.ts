/** A table the server sends as a CSV file: column names, then rows of cells. */
export interface CsvTable {
  columns: string[];
  rows: (string | number | null)[][];
}
