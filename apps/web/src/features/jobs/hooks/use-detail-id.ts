import { useSearchParams } from 'react-router';

/** The job id of /detail?id=, or NaN when missing or malformed. */
export const useDetailId = (): number => {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
};
