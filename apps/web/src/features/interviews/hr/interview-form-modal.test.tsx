import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { Outlet } from 'react-router';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { InterviewFormModal } from './interview-form-modal.tsx';

const mock = new MockAdapter(await api.loadHttp());
const Layout = () => (
  <App>
    <Outlet />
  </App>
);

describe('interview dialog', () => {
  afterEach(() => mock.reset());

  it('offers times with the console’s date and time picker, not the browser’s own input', async () => {
    mock.onGet(/\/api\/hr\//).reply(200, { code: 0, message: '', data: [] });
    await renderWithApp(
      <Layout />,
      <InterviewFormModal open targets={[{ id: 11, candidateName: 'Li Lei' }]} onClose={() => undefined} />,
      { path: '/hr/applicants' },
    );
    const dialog = within(await screen.findByRole('dialog'));
    const slot = dialog.getByLabelText('Offered time 1');
    expect(slot.closest('.ant-picker')).toBeTruthy();
    expect(document.querySelector('input[type="datetime-local"]')).toBeNull();
  });
});
