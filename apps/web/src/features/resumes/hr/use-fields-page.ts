import { useEffect, useMemo, useState } from 'react';
import type { TFieldSetting } from '@tmp/contracts';
import { useFieldSettings, useSaveFieldSettings } from './api.ts';

export interface TFieldRow extends TFieldSetting {
  label: string;
  section: string;
}

/** A field the portal does not offer cannot be required; a required field must be offered. */
const withChange = (row: TFieldRow, patch: Partial<TFieldSetting>): TFieldRow => {
  const next = { ...row, ...patch };
  if (patch.enabled === false) next.required = false;
  if (patch.required === true) next.enabled = true;
  return next;
};

/** /hr/fields: the settings as saved, the changes not saved yet, and saving them. */
export const useFieldsPage = () => {
  const settings = useFieldSettings();
  const save = useSaveFieldSettings();
  const [rows, setRows] = useState<TFieldRow[]>([]);
  useEffect(() => {
    if (settings.data) setRows(settings.data);
  }, [settings.data]);
  /** The rows by the resume's sections, in the order they come. */
  const sections = useMemo(() => {
    const map = new Map<string, TFieldRow[]>();
    for (const row of rows) map.set(row.section, [...(map.get(row.section) ?? []), row]);
    return [...map.entries()];
  }, [rows]);
  return {
    isLoading: settings.isPending,
    sections,
    dirty: JSON.stringify(rows) !== JSON.stringify(settings.data ?? []),
    saving: save.isPending,
    update: (key: string, patch: Partial<TFieldSetting>) =>
      setRows((prev) => prev.map((row) => (row.key === key ? withChange(row, patch) : row))),
    reset: () => settings.data && setRows(settings.data),
    save: () => save.mutate(rows.map(({ key, enabled, required }) => ({ key, enabled, required }))),
  };
};
