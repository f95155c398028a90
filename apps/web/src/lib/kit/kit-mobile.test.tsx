import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { kit } from './kit-mobile.tsx';
import type { TTableProps } from './kit.ts';

// antd-mobile's sheets take no pointer events while they slide in; a user taps once they are up.
const user = userEvent.setup({ pointerEventsCheck: 0 });

type TPerson = { id: number; name: string };
const people: TPerson[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bo' },
];
const { Table, Search, Switch, Panel, MultiSelect, Select, Details, DateInput, DateTimeInput, Button } = kit;

const table = (props: Partial<TTableProps<TPerson>>) => (
  <Table<TPerson>
    rows={people}
    columns={[{ key: 'name', title: 'Name', cell: (row) => row.name }]}
    pager={{ current: 1, pageSize: 20, total: 2, onChange: () => {} }}
    {...props}
  />
);

describe('the phone kit', () => {
  it("ticks a table's rows, each named by its first cell, or all at once", async () => {
    const onChange = vi.fn();
    render(table({ selection: { keys: [1], onChange, label: 'Select all people' } }));
    await user.click(screen.getByRole('checkbox', { name: 'Bo' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    await user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all people' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });

  it('shows a loading table as busy, an empty one with what it lacks, within its height', () => {
    const { container, rerender } = render(table({ loading: true, height: 300 }));
    expect(container.querySelector('.kit-table')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector<HTMLElement>('.kit-table__scroll')?.style.maxHeight).toBe('300px');
    rerender(table({ rows: [], empty: 'No applicant yet' }));
    expect(screen.getByText('No applicant yet')).toBeTruthy();
  });

  it('sends the keywords typed in a search box on Enter', async () => {
    const onSearch = vi.fn();
    const Box = () => {
      const [text, setText] = useState('');
      return <Search value={text} onChange={setText} onSearch={onSearch} placeholder="Keyword" />;
    };
    render(<Box />);
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'nurse{Enter}');
    expect(onSearch).toHaveBeenCalledWith('nurse');
  });

  it('turns a switch on', async () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} aria-label="Published" />);
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows a panel with its title and closes it with its close button', async () => {
    const onClose = vi.fn();
    render(
      <Panel open title="Ann Lee" onClose={onClose} closeLabel="Close" extra={<span>Actions</span>}>
        Resume
      </Panel>,
    );
    expect(await screen.findByRole('dialog', { name: 'Ann Lee' })).toBeTruthy();
    expect(screen.getByText('Actions')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps every option ticked in a multiple choice and names them in its field', async () => {
    const Pick = () => {
      const [value, setValue] = useState<string[]>([]);
      const options = ['Ann', 'Bo', 'Cy'].map((name) => ({ value: name, label: name }));
      return <MultiSelect id="who" value={value} onChange={setValue} options={options} placeholder="Who" />;
    };
    render(<Pick />);
    await user.click(screen.getByRole('button', { name: 'Who' }));
    await user.click(await screen.findByText('Ann'));
    await user.click(screen.getByText('Cy'));
    expect(screen.getByRole('button', { name: 'Ann, Cy' })).toBeTruthy();
  });

  it("asks the server for a searching select's options as the user types, and takes the one tapped", async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(
      <Select
        id="job"
        value={undefined}
        onChange={onChange}
        options={[{ value: 3, label: 'Nurse' }]}
        onSearch={onSearch}
        placeholder="Job"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Job' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Job' }), 'nu');
    expect(onSearch).toHaveBeenLastCalledWith('nu');
    await user.click(screen.getByText('Nurse'));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("lists a record's facts and shows a day and time", () => {
    render(
      <>
        <Details items={[{ key: 'phone', label: 'Phone', children: '555 0100' }]} />
        <DateTimeInput label="Starts" value="2026-12-01T09:30" minuteStep={15} />
      </>,
    );
    expect(screen.getByText('Phone')).toBeTruthy();
    expect(screen.getByText('555 0100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Starts: 2026-12-01 09:30' })).toBeTruthy();
  });

  it('empties a day a wheel cannot, as a desktop picker does', async () => {
    const DayField = () => {
      const [day, setDay] = useState<string | undefined>('2026-12-31');
      return <DateInput label="Closing date" placeholder="No closing date" value={day} onChange={setDay} />;
    };
    render(<DayField />);
    expect(screen.getByRole('button', { name: 'Closing date: 2026-12-31' })).toBeTruthy();
    // Named in the kit's language: antd-mobile's own (Chinese) outside the app's provider.
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByRole('button', { name: 'Closing date' }).textContent).toBe('No closing date');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('brings a number typed out of bounds within them when the box is left', async () => {
    const onChange = vi.fn();
    const Box = () => {
      const [value, setValue] = useState<number | undefined>();
      onChange(value);
      return (
        <kit.NumberInput id="n" value={value} onChange={setValue} min={1} max={9} placeholder="Headcount" />
      );
    };
    render(<Box />);
    await user.type(screen.getByPlaceholderText('Headcount'), '12');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('draws a button that opens a path of the app as a link', () => {
    render(
      <MemoryRouter>
        <Button to="/console/jobs">Jobs</Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/console/jobs');
  });

  it('asks before destroying something, with its confirm action in red', async () => {
    const Ask = ({ onAnswer }: { onAnswer: (yes: boolean) => void }) => {
      const confirm = kit.useConfirm();
      const ask = () =>
        void confirm({ title: 'Delete?', confirmText: 'Delete', cancelText: 'Keep', danger: true }).then(
          onAnswer,
        );
      return <button onClick={ask}>Ask</button>;
    };
    const onAnswer = vi.fn();
    render(<Ask onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(confirm.className).toContain('adm-button-danger');
    await user.click(confirm);
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });
});
