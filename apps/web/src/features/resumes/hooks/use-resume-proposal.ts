import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TResumeSectionConfig } from '@tmp/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { useParseResumeFile } from '../api/resume.ts';
import { useResumeFiles } from '../api/resume-files.ts';
import type { TResumeFormState } from './use-resume-editor.ts';
import { changesFor, proposalItems, sectionCounts, type TProposalItem } from '../utils/resume-proposal.ts';

type TText = ReturnType<typeof useTranslation>['t'];

/** What a proposed item says and offers, the same in the desktop table and the phone's cards. */
const itemViewOf = (item: TProposalItem, isTaken: boolean, t: TText, take: () => void) => {
  const percent = `${Math.round(item.confidence * 100)}%`;
  const first = item.kind === 'field' ? item.fields[0] : undefined;
  const takeLabel =
    item.state === 'differs' ? t('fill.replace') : item.kind === 'entry' ? t('fill.add') : t('fill.take');
  return {
    title: first ? item.title : t('fill.newEntry'),
    /** A single field's value in the form now, or what stands instead of it. */
    current: first?.currentText || (item.state === 'same' ? t('fill.same') : t('fill.empty')),
    /** Where in the file a single field's value was read. */
    source: first?.source ? t('fill.source', { text: first.source }) : undefined,
    confidence: { isLow: item.isLow, text: item.isLow ? `${percent} · ${t('fill.low')}` : percent },
    /** An entry names each of its values. */
    fieldLabel: (field: { label: string }) =>
      item.kind === 'entry' ? t('fill.fieldLabel', { label: field.label }) : undefined,
    action: isTaken
      ? ({ kind: 'taken', label: t('fill.taken') } as const)
      : item.state === 'same'
        ? ({ kind: 'same', label: t('fill.same') } as const)
        : ({
            kind: 'take',
            label: takeLabel,
            ariaLabel: `${takeLabel} ${item.title}`,
            danger: item.state === 'differs',
            onClick: take,
          } as const),
  };
};

/** The items the candidate took: their values written into the form, which `version` says to read again. */
const useTaking = (form: TResumeFormState, onChanged: (sectionKeys: string[]) => void) => {
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [version, setVersion] = useState(0);
  const apply = (list: TProposalItem[]) => {
    for (const item of list) {
      for (const change of changesFor(item, form.getValues())) {
        form.setValue(change.name.join('.'), change.value, { shouldDirty: true });
      }
    }
    setTaken((prev) => new Set([...prev, ...list.map((i) => i.key)]));
    setVersion((v) => v + 1);
    onChanged([...new Set(list.map((i) => i.sectionKey))]);
  };
  return { taken, version, apply, forget: () => setTaken(new Set()) };
};

/** The candidate's resume files, and the reading of the one chosen. */
const useFileReading = (forget: () => void) => {
  const { t } = useTranslation('resumes');
  const files = useResumeFiles();
  const parse = useParseResumeFile();
  const [fileId, setFileId] = useState<number | null>(null);
  const error = parse.error instanceof ApiError && parse.error.message ? parse.error.message : undefined;
  return {
    proposal: parse.data,
    fileName: (files.data ?? []).find((f) => f.id === fileId)?.fileName ?? '',
    files: files.data ?? [],
    choose: (id: number) => {
      setFileId(id);
      forget();
      parse.mutate(id);
    },
    /** Back to the list of files. */
    restart: () => {
      parse.reset();
      setFileId(null);
    },
    reading: parse.isPending,
    error: parse.isError ? (error ?? t('fill.failed')) : undefined,
  };
};

/**
 * "Fill from my resume file": choose a PDF (uploading one goes through useResumeFileActions), read it into a
 * proposal, and take its fields one by one or all the new ones at once. Nothing in the form changes until
 * the candidate takes an item, and a value already there is only replaced item by item (`differs` items are
 * left out of "take all").
 */
export const useResumeProposal = (
  form: TResumeFormState,
  sections: readonly TResumeSectionConfig[],
  onChanged: (sectionKeys: string[]) => void,
) => {
  const { t } = useTranslation('resumes');
  const [isOpen, setOpen] = useState(false);
  const { taken, version, apply, forget } = useTaking(form, onChanged);
  const { fileName, ...reading } = useFileReading(forget);
  const { proposal } = reading;

  const items = useMemo(
    () =>
      proposal ? proposalItems(proposal, form.getValues(), sections, [t('fill.yes'), t('fill.no')]) : [],
    // `version` re-reads the form after the candidate takes something.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [proposal, sections, version, form, t],
  );
  const open = items.filter((i) => !taken.has(i.key));
  const takeable = open.filter((i) => i.state === 'new');

  return {
    isOpen,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    ...reading,
    items,
    itemView: (item: TProposalItem) => itemViewOf(item, taken.has(item.key), t, () => apply([item])),
    takeAll: () => apply(takeable),
    takeableCount: takeable.length,
    lowCount: open.filter((i) => i.isLow).length,
    /** What was read per section, so the candidate sees at once what to check. */
    counts: sectionCounts(items, sections),
    /** The notice above the proposal. */
    found: t('fill.found', { count: items.length, name: fileName }),
  };
};

export type TResumeProposal = ReturnType<typeof useResumeProposal>;
