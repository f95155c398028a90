import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { useState } from 'react';
import dayjs from 'dayjs';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout } from '../../../test/fixtures.tsx';
import { AssignAssessmentModal } from './assign-assessment-modal.tsx';
import type { TAssignTarget } from './use-assign-assessment-form.ts';

const mock = new MockAdapter(await api.loadHttp());
const ok = (data: unknown) => [200, { code: 0, message: 'Assessment assigned', data }] as const;
const ASSIGN = '/api/hr/Assessment/AssignAssessment';

const mockQuestionnaires = () =>
  mock.onGet('/api/hr/Assessment/GetQuestionnaires').reply(
    ...ok([
      { id: 4, name: 'Aptitude test', durationMinutes: 30, questionCount: 7, hasTypingTest: false },
      { id: 5, name: 'English typing', durationMinutes: 5, questionCount: 1, hasTypingTest: true },
    ]),
  );

const renderModal = async (targets?: TAssignTarget[], onClose = vi.fn()) => {
  await renderWithApp(<TestLayout />, <AssignAssessmentModal open targets={targets} onClose={onClose} />, {
    path: '/hr/applicants',
  });
  return within(await screen.findByRole('dialog'));
};

const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const assignCalls = () => mock.history.post.filter((call) => call.url === ASSIGN);

describe('assign assessment dialog', () => {
  afterEach(() => mock.reset());

  it(
    'explains every invalid field and sends nothing, then assigns with what HR chose',
    { timeout: 60_000 },
    async () => {
      mockQuestionnaires();
      mock
        .onPost(ASSIGN)
        .reply(...ok({ assigned: [{ applicationId: 11, assignmentId: 90, pinNumber: 'EXT-1' }] }));
      const onClose = vi.fn();
      const dialog = await renderModal([{ id: 11, candidateName: 'Li Lei' }], onClose);
      expect(dialog.getByText(/To Li Lei\./)).toBeTruthy();

      fill(dialog.getByLabelText('Duration (minutes)'), '0');
      fill(dialog.getByLabelText('PIN for an external platform'), 'ab');
      fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
      expect(await dialog.findByText('Please choose a questionnaire')).toBeTruthy();
      expect(dialog.getByText('The duration must be between 1 and 600 minutes')).toBeTruthy();
      expect(dialog.getByText('Use 4 to 32 letters, digits or hyphens')).toBeTruthy();
      expect(assignCalls()).toHaveLength(0);

      await userEvent.click(dialog.getByRole('combobox', { name: 'Questionnaire' }));
      // Each questionnaire with its duration, a count that agrees with its number, and its typing test.
      expect(await screen.findByText('English typing · 5 min · 1 question · Typing test')).toBeTruthy();
      expect(screen.getByText('Aptitude test · 30 min · 7 questions')).toBeTruthy();
      await userEvent.click(await screen.findByTitle(/^Aptitude test/));
      expect(await dialog.findByText(/questionnaire's own duration \(30 min\)/)).toBeTruthy();
      fill(dialog.getByLabelText('Duration (minutes)'), '45');
      fill(dialog.getByLabelText('PIN for an external platform'), 'EXT-2026-01');
      fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(assignCalls()).toHaveLength(1));
      expect(JSON.parse(assignCalls()[0]!.data as string)).toEqual({
        applicationIds: [11],
        questionnaireId: 4,
        deadlineOn: dayjs().add(7, 'day').format('YYYY-MM-DD'),
        durationMinutes: 45,
        pinNumber: 'EXT-2026-01',
      });
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    },
  );

  it('offers no PIN field to fill when several applicants get the assessment', async () => {
    mockQuestionnaires();
    const dialog = await renderModal([
      { id: 1, candidateName: 'Ann' },
      { id: 2, candidateName: 'Bo' },
    ]);
    expect(
      dialog.getByText('To 2 applicants: Ann, Bo. Each is notified and takes it in the Assessment Center.'),
    ).toBeTruthy();
    expect((dialog.getByLabelText('PIN for an external platform') as HTMLInputElement).disabled).toBe(true);
    expect(dialog.getByText(/each gets a generated PIN/)).toBeTruthy();
  });

  it('asks for applicants when opened without a selection', async () => {
    mockQuestionnaires();
    mock.onPost('/api/hr/Applicant/QueryPagingApplicants').reply(...ok({ list: [], recordcount: 0 }));
    const dialog = await renderModal();
    fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await dialog.findByText('Please choose at least one applicant')).toBeTruthy();
    expect(assignCalls()).toHaveLength(0);
  });

  it('assigns to the applications chosen after the page drew the closed dialog, afresh at each opening', async () => {
    mockQuestionnaires();
    mock.onPost(ASSIGN).reply(...ok({ assigned: [] }));
    // The applicants page keeps the dialog drawn, closed, for a selection that is empty at first.
    const Page = () => {
      const [targets, setTargets] = useState<TAssignTarget[]>([]);
      const [open, setOpen] = useState(false);
      const pick = () => {
        setTargets([{ id: 11, candidateName: 'Li Lei' }]);
        setOpen(true);
      };
      return (
        <>
          <button type="button" onClick={pick}>
            Pick Li Lei
          </button>
          {!open && <p>No dialog</p>}
          <AssignAssessmentModal open={open} targets={targets} onClose={() => setOpen(false)} />
        </>
      );
    };
    await renderWithApp(<TestLayout />, <Page />, { path: '/hr/applicants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pick Li Lei' }));
    let dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Questionnaire' }));
    await userEvent.click(await screen.findByTitle(/^Aptitude test/));
    fill(dialog.getByLabelText('PIN for an external platform'), 'EXT-9');
    fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assignCalls()).toHaveLength(1));
    expect(JSON.parse(assignCalls()[0]!.data as string)).toMatchObject({
      applicationIds: [11],
      questionnaireId: 4,
    });
    expect(await screen.findByText('No dialog')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pick Li Lei' }));
    dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(screen.queryByText('No dialog')).toBeNull());
    expect((dialog.getByLabelText('PIN for an external platform') as HTMLInputElement).value).toBe('');
  });
});
