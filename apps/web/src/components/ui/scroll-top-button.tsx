import { useEffect, useState } from 'react';

/** Spec §9: floats 100 px above the bottom of the viewport. */
export const SCROLL_TOP_OFFSET = 100;
const SHOW_AFTER_PX = 400;

export const ScrollTopButton = ({ label }: { label: string }) => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top-button"
      style={{ bottom: SCROLL_TOP_OFFSET }}
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {/* A plain stroked arrow: every page carries this button, and an icon set's path is several times longer. */}
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
};
