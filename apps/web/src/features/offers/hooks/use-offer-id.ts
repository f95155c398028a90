import { useSearchParams } from 'react-router';

/** The offer id of /offerConfirmation?id=, or NaN when missing or malformed. */
export const useOfferId = (): number => {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
};
