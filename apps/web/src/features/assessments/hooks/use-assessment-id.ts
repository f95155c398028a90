import { useSearchParams } from 'react-router';

/** The assignment id of /onlineTest?id=, or NaN when missing or malformed. */
export const useAssessmentId = (): number => {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
};
