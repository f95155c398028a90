import { useCallback, useEffect, useState } from 'react';

/** A single-use picture check: a PNG data URL and the key to send with its characters. */
export interface TCaptchaPicture {
  image: string;
  key: string;
}

/**
 * A picture check (account forms, SMS sending once the server asks for it, alerts by SMS): loaded when
 * shown, replaced on click and after each attempt, since every picture answers once.
 */
export const useCaptchaPicture = (shown: boolean, load: () => Promise<TCaptchaPicture>) => {
  const [picture, setPicture] = useState<TCaptchaPicture | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setPicture(await load());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [load]);

  useEffect(() => {
    if (shown) void refresh();
  }, [shown, refresh]);

  return { image: picture?.image, key: picture?.key ?? '', failed, refresh };
};

export type TCaptchaPictureState = ReturnType<typeof useCaptchaPicture>;
