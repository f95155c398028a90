import { useSearchParams } from 'react-router';

/** The job id of /delivery?id=; NaN when missing or malformed. */
export const useDeliveryId = (): number => {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
};
