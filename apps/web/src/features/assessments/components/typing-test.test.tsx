import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n.ts';
import { TypingTest } from './typing-test.tsx';

const typing = { language: 'en' as const, passage: 'the cat sat on the mat', durationSeconds: 600 };
const CLOCK = /\d{1,2}:\d{2}/;

describe('typing test', () => {
  afterEach(cleanup);

  it('shows no clock of its own, before or while typing: the exam countdown is the only one', async () => {
    await initI18n('en-US');
    const { container } = render(<TypingTest typing={typing} value={null} onChange={() => undefined} />);
    expect(container.textContent).not.toMatch(CLOCK);
    expect(container.textContent).not.toContain('Time left');
    fireEvent.change(screen.getByLabelText('Type the passage here'), { target: { value: 'the c' } });
    expect(screen.getByText('5/22')).toBeTruthy();
    expect(container.textContent).toContain('WPM');
    expect(container.textContent).not.toMatch(CLOCK);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
