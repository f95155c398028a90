import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstField } from './scroll-to-field.ts';

describe('scrollToFirstField', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('scrolls to the first named field in page order, focuses and highlights it for a moment', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <div data-field="basic.name"><input id="a" /></div>
      <div data-field="education"><button>Add</button></div>
      <div data-field="basic.email"><input id="b" /></div>`;
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    expect(scrollToFirstField(['basic.email', 'education'])).toBe('education');
    const target = document.querySelector('[data-field="education"]')!;
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(target);
    expect(target.classList.contains('resume-field--flash')).toBe(true);
    vi.runAllTimers();
    expect(target.classList.contains('resume-field--flash')).toBe(false);

    expect(scrollToFirstField(['basic.email'])).toBe('basic.email');
    expect(document.activeElement?.id).toBe('b');
  });

  it('does nothing when no field matches', () => {
    expect(scrollToFirstField([])).toBeUndefined();
    expect(scrollToFirstField(['skills'])).toBeUndefined();
  });
});
