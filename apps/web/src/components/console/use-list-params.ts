import { useSearchParams } from 'react-router';

const toInt = (raw: string | null): number | undefined =>
  raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/** A list's filters and page in the URL, so a refresh or a shared link shows the same list. */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | number | undefined | null>, keepPage = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage && !('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const page = toInt(params.get('page')) ?? 1;
  const pageSize = toInt(params.get('size')) ?? 10;
  return {
    page,
    pageSize,
    int: (key: string) => toInt(params.get(key)),
    text: (key: string) => params.get(key) ?? '',
    set,
    /** A table's pager for this list, `total` rows in all. */
    pager: (total: number) => ({
      current: page,
      pageSize,
      total,
      onChange: (next: number) => set({ page: next }, true),
    }),
  };
};

export type TListParams = ReturnType<typeof useListParams>;
