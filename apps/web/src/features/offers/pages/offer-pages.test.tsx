import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { TCandidateOffer } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { registerNotifier } from '../../../lib/notify.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { OfferPage } from './offer-page.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';

/** The long name of the test run's own time zone, e.g. "Coordinated Universal Time". */
const viewerZoneName = () =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'long' })
    .formatToParts(new Date(future))
    .find((part) => part.type === 'timeZoneName')!.value;

const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

const offer = (overrides: Partial<TCandidateOffer> = {}): TCandidateOffer => ({
  id: 12,
  applicationId: 3,
  companyName: 'TMP Global Delivery',
  positionName: 'Data Analyst',
  salary: 15000,
  salaryCurrency: 'CNY',
  salaryPeriod: 'month',
  startDate: '2026-12-01',
  location: 'Wuhan, China',
  notes: 'Bring your ID card.',
  expiresAt: future,
  status: 1,
  statusName: 'Awaiting your answer',
  reason: null,
  respondedAt: null,
  ...overrides,
});

const mock = new MockAdapter(await api.loadHttp());
describe.each(['desktop', 'mobile'] as const)('offer page (%s)', (device) => {
  const open = () =>
    renderWithApp(<TestLayout />, <OfferPage />, { path: '/offerConfirmation?id=12', device });
  const toasts = { success: vi.fn(), error: vi.fn() };
  let unregister: () => void;
  beforeEach(() => {
    unregister = registerNotifier(toasts);
  });
  afterEach(() => {
    mock.reset();
    unregister();
  });

  it('shows a pending offer as a letter with both answers', async () => {
    mock.onGet('/api/resume/ApplyForm/GetCandidateOffer').reply(...ok(offer()));
    await open();
    expect(await screen.findByRole('heading', { name: 'Offer of Employment' })).toBeTruthy();
    expect(screen.getAllByText('Data Analyst').length).toBeGreaterThan(0);
    expect(screen.getByText('CN¥15,000')).toBeTruthy();
    expect(screen.getByText('per month')).toBeTruthy();
    expect(screen.getByText('December 1, 2026')).toBeTruthy();
    expect(screen.getByText('Wuhan, China')).toBeTruthy();
    expect(screen.getByText('Bring your ID card.')).toBeTruthy();
    // The deadline's time names the zone it is read in (the viewer's, which may not be the job's).
    const zone = viewerZoneName();
    expect(
      screen.getByText((text) => text.startsWith('Please answer by') && text.endsWith(zone)),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(mock.history.get[0]!.params).toEqual({ id: 12 });
  });

  it('asks for a reason before declining, then shows the outcome without buttons', async () => {
    mock.onGet('/api/resume/ApplyForm/GetCandidateOffer').reply(...ok(offer()));
    mock.onPost('/api/resume/ApplyForm/SaveCandidateOfferStatus').reply(
      ...ok(
        offer({
          status: 3,
          statusName: 'Rejected',
          reason: 'Relocating abroad',
          respondedAt: new Date().toISOString(),
        }),
      ),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(await within(dialog).findByText('Please tell us why you decline the offer')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Relocating abroad ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      id: 12,
      status: 3,
      reason: 'Relocating abroad',
    });
    expect(await screen.findByRole('heading', { name: 'You declined this offer' })).toBeTruthy();
    expect(screen.getByText('Relocating abroad')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
  });

  it('accepts after confirmation', async () => {
    mock.onGet('/api/resume/ApplyForm/GetCandidateOffer').reply(...ok(offer()));
    mock
      .onPost('/api/resume/ApplyForm/SaveCandidateOfferStatus')
      .reply(...ok(offer({ status: 2, statusName: 'Accepted', respondedAt: new Date().toISOString() })));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByRole('heading', { name: 'You accepted this offer' })).toBeTruthy();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: 12, status: 2 });
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    // Answered: no deadline any more, and the confirmation is where the candidate looks.
    expect(screen.queryByText(/Please answer by/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it.each([
    [{ status: 4, statusName: 'Expired' }, 'This offer has expired'],
    [{ status: 1, expiresAt: past }, 'This offer has expired'],
    [{ status: 5, statusName: 'Withdrawn' }, 'This offer has been withdrawn'],
  ])('shows %j as "%s" with no answer buttons', async (overrides, heading) => {
    mock.onGet('/api/resume/ApplyForm/GetCandidateOffer').reply(...ok(offer(overrides)));
    await open();
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it("shows the server's refusal for someone else's offer", async () => {
    mock
      .onGet('/api/resume/ApplyForm/GetCandidateOffer')
      .reply(200, { code: 4001, message: 'This offer does not exist', data: null });
    await open();
    expect(await screen.findByRole('heading', { name: 'This offer does not exist' })).toBeTruthy();
  });
});
