import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIsMobile } from '../../lib/device.ts';

/** The key of the column holding a row's actions: on a phone it stays in view at the right. */
export const ACTIONS_COLUMN = 'actions';

/**
 * Desktop tables fit the page. On a phone a table scrolls sideways inside its card instead of squeezing its
 * columns, and keeps what HR acts on in view at 375 px: the first column wraps its text in a narrow band,
 * columns take the width of their content, and the actions column stays fixed at the right edge.
 */
export const useTableLayout = <T>(
  columns: ColumnsType<T>,
): Pick<TableProps<T>, 'size' | 'scroll' | 'columns' | 'className'> => {
  const isMobile = useIsMobile();
  if (!isMobile) return { size: 'middle', columns };
  return {
    size: 'small',
    scroll: { x: 'max-content' },
    className: 'hr-table--phone',
    columns: columns.map((column, index) => ({
      ...column,
      width: undefined,
      ...(index === 0 ? { className: 'hr-table__lead' } : {}),
      ...(column.key === ACTIONS_COLUMN ? { fixed: 'right' as const } : {}),
    })),
  };
};
