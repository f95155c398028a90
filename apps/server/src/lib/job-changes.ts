/**
 * Tells whoever keeps something derived from a customer's public jobs (rendered pages, a sitemap) that one
 * of them changed. Modules announce changes here without knowing who listens.
 */
export interface TJobChanges {
  announce: (customerId: number) => void;
  /** Calls `listener` on each change until the returned function is called. */
  listen: (listener: (customerId: number) => void) => () => void;
}

export const createJobChanges = (): TJobChanges => {
  const listeners = new Set<(customerId: number) => void>();
  return {
    announce: (customerId) => {
      for (const listener of listeners) listener(customerId);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};
