import { useEffect } from 'react';
import { useAppStore } from '../../../lib/app-store.ts';
import { recordAssessmentEvent } from '../api/exam.ts';

const canFullScreen = (): boolean =>
  typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';

// Refused by the browser (no user gesture, or not allowed): the page works without it.
const enterFullScreen = async () => {
  if (canFullScreen()) await document.documentElement.requestFullscreen().catch(() => undefined);
};

const exitFullScreen = async () => {
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
};

/**
 * While an attempt runs (its workspace is shown): full screen on request (the app store's isFullScreen
 * follows it, and the page's body is marked for it), and every exit from full screen and every switch away
 * from the tab recorded on the assignment for HR. Leaving the attempt leaves full screen.
 */
export const useExamMonitor = (id: number) => {
  const isFullScreen = useAppStore((s) => s.isFullScreen);
  const setFullScreen = useAppStore((s) => s.setFullScreen);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void recordAssessmentEvent(id, 'tabSwitch');
    };
    const onFullScreenChange = () => {
      const now = document.fullscreenElement !== null;
      // The store follows full screen: it still holds whether the page was in it.
      if (useAppStore.getState().isFullScreen && !now) void recordAssessmentEvent(id, 'fullscreenExit');
      setFullScreen(now);
      document.body.classList.toggle('exam-fullscreen', now);
    };
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullScreenChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullScreenChange);
    };
  }, [id, setFullScreen]);
  useEffect(
    () => () => {
      void exitFullScreen();
      setFullScreen(false);
      document.body.classList.remove('exam-fullscreen');
    },
    [setFullScreen],
  );

  return { isFullScreen, canFullScreen: canFullScreen(), enterFullScreen, exitFullScreen };
};
