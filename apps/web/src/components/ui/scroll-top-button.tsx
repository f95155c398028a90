import { useEffect, useState } from 'react';
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import { Icon } from './icon.tsx';

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
      <Icon svg={ArrowUpOutlined} />
    </button>
  );
};
