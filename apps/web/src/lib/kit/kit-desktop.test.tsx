import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { kit } from './kit-desktop.tsx';
import type { TTableProps } from './kit.ts';

type TPerson = { id: number; name: string };
const people: TPerson[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bo' },
];
const { Table, Search, Switch, Panel, MultiSelect, Select, Details, DateTimeInput, RegionInput, Button } =
  kit;

const table = (props: Partial<TTableProps<TPerson>>) => (
  <Table<TPerson>
    rows={people}
    columns={[{ key: 'name', title: 'Name', cell: (row) => row.name }]}
    pager={{ current: 1, pageSize: 20, total: 2, onChange: () => {} }}
    {...props}
  />
);

describe('the desktop kit', () => {
  it("ticks a table's rows, each named by its first cell, or all at once", async () => {
    const onChange = vi.fn();
    render(table({ selection: { keys: [], onChange, label: 'Select all people' } }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bo' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all people' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });

  it('says what an empty table lacks', () => {
    render(table({ rows: [], empty: 'No applicant yet' }));
    expect(screen.getByText('No applicant yet')).toBeTruthy();
  });

  it('sends the keywords typed in a search box on Enter', async () => {
    const onSearch = vi.fn();
    const Box = () => {
      const [text, setText] = useState('');
      return <Search value={text} onChange={setText} onSearch={onSearch} placeholder="Keyword" />;
    };
    render(<Box />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'nurse{Enter}');
    expect(onSearch).toHaveBeenCalledWith('nurse');
  });

  it('turns a switch on', async () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} aria-label="Published" />);
    await userEvent.click(screen.getByRole('switch', { name: 'Published' }));
    expect(onChange.mock.calls[0]?.[0]).toBe(true);
  });

  it('shows a panel with its title and closes it with its close button', async () => {
    const onClose = vi.fn();
    render(
      <Panel open title="Ann Lee" onClose={onClose} closeLabel="Close" extra={<span>Actions</span>}>
        Resume
      </Panel>,
    );
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('Actions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps every option chosen in a multiple choice', async () => {
    const chosen = vi.fn();
    const Pick = () => {
      const [value, setValue] = useState<string[]>([]);
      chosen(value);
      const options = ['Ann', 'Bo', 'Cy'].map((name) => ({ value: name, label: name }));
      return (
        <MultiSelect id="who" value={value} onChange={setValue} options={options} aria-label="Interviewers" />
      );
    };
    render(<Pick />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Interviewers' }));
    await userEvent.click(await screen.findByTitle('Ann'));
    await userEvent.click(screen.getByTitle('Cy'));
    expect(chosen).toHaveBeenLastCalledWith(['Ann', 'Cy']);
  });

  it("asks the server for a select's options as the user types, and empties a clearable one", async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <Select
        id="job"
        value={3}
        onChange={onChange}
        options={[{ value: 3, label: 'Nurse' }]}
        onSearch={onSearch}
        clearable
        aria-label="Job"
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Job' }), 'nu');
    expect(onSearch).toHaveBeenLastCalledWith('nu');
    await userEvent.click(container.querySelector('.ant-select-clear')!);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it("lists a record's facts, a day and time, and a region by their labels", () => {
    const regions = [{ value: 'cn', label: 'China', children: [{ value: 'ln', label: 'Liaoning' }] }];
    render(
      <>
        <Details items={[{ key: 'phone', label: 'Phone', children: '555 0100' }]} />
        <DateTimeInput label="Starts" value="2026-12-01T09:30" minuteStep={15} />
        <RegionInput label="Region" regions={regions} value={['cn', 'ln']} />
      </>,
    );
    expect(screen.getByText('Phone')).toBeTruthy();
    expect(screen.getByText('555 0100')).toBeTruthy();
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe('2026-12-01 09:30');
    expect(screen.getByText('China / Liaoning')).toBeTruthy();
  });

  it('opens a path of the app from a button that is a link', async () => {
    render(
      <MemoryRouter initialEntries={['/console']}>
        <Routes>
          <Route path="/console" element={<Button to="/console/jobs">Jobs</Button>} />
          <Route path="/console/jobs" element={<p>Job list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link.getAttribute('href')).toBe('/console/jobs');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByText('Job list')).toBeTruthy());
  });
});
