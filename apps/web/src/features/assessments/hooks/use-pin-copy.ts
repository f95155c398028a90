import { useState } from 'react';
import { copyText } from '../../../lib/clipboard.ts';
import { getAssessmentPin } from '../api/get-pin.ts';

/** Fetches an assignment's PIN on demand and copies it; the page shows the outcome its own way. */
export const usePinCopy = (id: number) => {
  const [pin, setPin] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const reveal = async (): Promise<string | null> => {
    if (pin) return pin;
    setLoading(true);
    try {
      const data = await getAssessmentPin(id);
      setPin(data.pinNumber);
      return data.pinNumber;
    } catch {
      return null;
    } finally {
      setLoading(false);
    }
  };
  /** True when copied; null when the PIN could not be fetched (the client showed why). */
  const copy = async (): Promise<boolean | null> => {
    const value = await reveal();
    if (!value) return null;
    return copyText(value);
  };
  return { pin, loading, reveal, copy };
};
