const FLASH_CLASS = 'resume-field--flash';
const FLASH_MS = 2400;

/**
 * Scrolls to the first element (in page order) that stands for one of `keys` — a field wrapper carries
 * `data-field="basic.name"`, a section `data-field="education"` — and highlights it for a moment.
 * Returns the key it scrolled to.
 */
export const scrollToFirstField = (
  keys: readonly string[],
  root: ParentNode = document,
): string | undefined => {
  if (keys.length === 0) return undefined;
  const wanted = new Set(keys);
  const target = [...root.querySelectorAll<HTMLElement>('[data-field]')].find((el) =>
    wanted.has(el.dataset.field ?? ''),
  );
  if (!target) return undefined;
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  target.classList.add(FLASH_CLASS);
  window.setTimeout(() => target.classList.remove(FLASH_CLASS), FLASH_MS);
  const input = target.querySelector<HTMLElement>('input:not([type=hidden]), textarea');
  input?.focus({ preventScroll: true });
  return target.dataset.field;
};
