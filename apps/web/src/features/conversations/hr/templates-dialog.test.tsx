import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ok, TestLayout } from '../../../test/fixtures.tsx';
import { TemplatesDialog } from './templates-dialog.tsx';

const mock = new MockAdapter(await api.loadHttp());
const saves = () => mock.history.post.filter((call) => /SaveTemplate/.test(call.url ?? ''));
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('reply templates', () => {
  afterEach(() => mock.reset());

  it(
    'refuses a template without its texts, then saves it in both languages',
    { timeout: 30_000 },
    async () => {
      mock.onGet(/QueryTemplates/).reply(...ok([]));
      mock.onPost(/SaveTemplate/).reply(...ok({ id: 1 }, 'Saved'));
      await renderWithApp(<TestLayout />, <TemplatesDialog onClose={vi.fn()} />, { path: '/hr/inbox' });
      const list = within(await screen.findByRole('dialog', { name: 'Reply templates' }));
      expect(await list.findByText('No reply templates yet')).toBeTruthy();
      fireEvent.click(list.getByRole('button', { name: 'New template' }));

      const form = within(await screen.findByRole('dialog', { name: 'New template' }));
      fireEvent.click(form.getByRole('button', { name: 'Save template' }));
      expect(await form.findAllByText('Please write a message')).toHaveLength(2);
      expect(saves()).toHaveLength(0);

      fill(form.getByLabelText('Name'), 'Thanks');
      fill(form.getByLabelText('Text in English'), 'Thank you, {name}.');
      fill(form.getByLabelText('Text in Chinese'), '{name}，感谢您。');
      fireEvent.click(form.getByRole('button', { name: 'Save template' }));
      await waitFor(() => expect(saves()).toHaveLength(1));
      expect(JSON.parse(saves()[0]!.data as string)).toEqual({
        name: 'Thanks',
        textEn: 'Thank you, {name}.',
        textZh: '{name}，感谢您。',
      });
    },
  );
});
