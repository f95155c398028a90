import { estimateColumnWidth } from '../../../lib/table-size.ts';

/** antd's cell padding (16 px each side), on top of the estimated text width. */
const CELL_PADDING = 32;

/**
 * A column as wide as the estimate (spec §9) of its widest text — the header or any cell of the page —
 * plus the cell's padding.
 */
export const columnWidth = (header: string, cells: readonly string[]): number =>
  Math.max(estimateColumnWidth(header), ...cells.map(estimateColumnWidth)) + CELL_PADDING;
