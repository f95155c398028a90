import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n.ts';
import { Countdown, milestoneOf } from './exam-workspace.tsx';

const minutes = (m: number, s = 0) => (m * 60 + s) * 1000;
const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('exam countdown', () => {
  afterEach(cleanup);

  it('places the time left between milestones', () => {
    expect(milestoneOf(minutes(29, 59))).toBe(30);
    expect(milestoneOf(minutes(10))).toBe(10);
    expect(milestoneOf(minutes(4, 1))).toBe(5);
    expect(milestoneOf(minutes(0, 30))).toBe(1);
    expect(milestoneOf(minutes(200))).toBeNull();
  });

  it('announces politely only when a milestone is passed, not every second', async () => {
    await initI18n('en-US');
    const { container, rerender } = render(<Countdown ms={minutes(10, 30)} />);
    expect(screen.getByRole('timer').textContent).toContain('10:30');
    expect(live(container).textContent).toBe('');
    rerender(<Countdown ms={minutes(10, 1)} />);
    expect(live(container).textContent).toBe('');
    rerender(<Countdown ms={minutes(9, 59)} />);
    expect(live(container).textContent).toBe('10 minutes left');
    rerender(<Countdown ms={minutes(9, 58)} />);
    expect(live(container).textContent).toBe('10 minutes left');
    rerender(<Countdown ms={minutes(0, 59)} />);
    expect(live(container).textContent).toBe('1 minute left');
  });

  it('speaks Chinese in a Chinese session', async () => {
    await initI18n('zh-CN');
    const { container, rerender } = render(<Countdown ms={minutes(5, 10)} />);
    rerender(<Countdown ms={minutes(4, 59)} />);
    expect(live(container).textContent).toBe('剩余 5 分钟');
  });
});
