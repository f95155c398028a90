import { useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AppContext from 'antd/es/app/context';
import { DesktopApp } from './app-desktop.tsx';

const Page = ({ onConfirmed }: { onConfirmed: (ok: boolean) => void }) => {
  const { message, modal, notification } = useContext(AppContext);
  return (
    <>
      <button type="button" onClick={() => notification.success({ title: 'Copy Succeeded!' })}>
        notify
      </button>
      <button type="button" onClick={() => void message.success('Saved')}>
        toast
      </button>
      <button
        type="button"
        onClick={() =>
          void modal.confirm({ title: 'Delete it?', okText: 'Delete' }).then(onConfirmed, () => {})
        }
      >
        confirm
      </button>
    </>
  );
};

describe('DesktopApp', () => {
  it("draws antd's App root without the message, notification and modal code", () => {
    const { container } = render(
      <DesktopApp>
        <p>page</p>
      </DesktopApp>,
    );
    expect(container.firstElementChild?.classList.contains('ant-app')).toBe(true);
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('shows a toast and a confirm asked for before their code has arrived, and answers the confirm', async () => {
    const answers: boolean[] = [];
    render(
      <DesktopApp>
        <Page onConfirmed={(ok) => answers.push(ok)} />
      </DesktopApp>,
    );
    await userEvent.click(screen.getByText('toast'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await userEvent.click(screen.getByText('confirm'));
    // One dialog, opened once its code has arrived.
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Delete it?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('opens notices below the sticky header, clear of its language switch and user menu', async () => {
    render(
      <DesktopApp>
        <Page onConfirmed={() => undefined} />
      </DesktopApp>,
    );
    await userEvent.click(screen.getByText('notify'));
    expect(await screen.findByText('Copy Succeeded!')).toBeTruthy();
    // antd places them by this variable on their list.
    const offsetOf = (selector: string) =>
      Number.parseFloat(
        document.querySelector<HTMLElement>(selector)?.style.getPropertyValue('--notification-top') ?? '',
      );
    expect(offsetOf('.ant-notification')).toBeGreaterThanOrEqual(64);
    await userEvent.click(screen.getByText('toast'));
    await waitFor(() => expect(offsetOf('.ant-message')).toBeGreaterThanOrEqual(64));
  });
});
