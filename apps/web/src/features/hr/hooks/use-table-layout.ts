import type { TableProps } from 'antd';
import { useIsMobile } from '../../../lib/device.ts';

/** Desktop tables fit the page; on a phone they scroll sideways instead of squeezing their columns. */
export const useTableLayout = (): Pick<TableProps, 'size' | 'scroll'> =>
  useIsMobile() ? { size: 'small', scroll: { x: 'max-content' } } : { size: 'middle' };
