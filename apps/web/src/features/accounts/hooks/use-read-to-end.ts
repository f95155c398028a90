import { useCallback, useState, type UIEvent } from 'react';

/** The agreement counts as read once the reader is within this many pixels of its end (spec §9). */
export const READ_TOLERANCE_PX = 15;

export const isReadToEnd = (el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= READ_TOLERANCE_PX;

/** Tracks whether a scrolled box has been read to (nearly) its end; once read it stays read. */
export const useReadToEnd = () => {
  const [read, setRead] = useState(false);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    if (isReadToEnd(event.currentTarget)) setRead(true);
  }, []);
  /** Checks a box that may be too short to scroll at all. */
  const measure = useCallback((el: HTMLElement | null) => {
    if (el && el.scrollHeight > 0 && isReadToEnd(el)) setRead(true);
  }, []);
  return { read, onScroll, measure, reset: () => setRead(false) };
};
