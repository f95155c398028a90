import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { useSearchParams } from 'react-router';
import {
  INTERVIEW_CANCEL_REASON_MAX,
  InterviewStatus,
  type TInterview,
  type TLanguage,
} from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useMyInterviews } from '../../../lib/my-interviews.ts';
import { downloadInterviewCalendar, useChangeInterview } from '../api/my-interviews.ts';
import { formatInstant, formatRange, viewerTimeZone, zoneLabel } from '../../../lib/time-zone.ts';

export type TInterviewTone = 'waiting' | 'scheduled' | 'closed';

export type TPickMode = 'book' | 'move';

const toneOf = (status: number): TInterviewTone =>
  status === InterviewStatus.AwaitingBooking
    ? 'waiting'
    : status === InterviewStatus.Scheduled
      ? 'scheduled'
      : 'closed';

/** What a card's texts depend on besides the interview itself. */
interface TCardContext {
  t: TFunction;
  language: TLanguage;
  /** The viewer's time zone. */
  zone: string;
  /** The list's own time: what the server answered was true then. */
  now: number;
  focusId: number;
  changedId: number | null;
}

const isOpen = (i: TInterview) =>
  i.status === InterviewStatus.AwaitingBooking || i.status === InterviewStatus.Scheduled;

/** The booked time in `zone`, named with the zone's offset as it will be then (not today's, across a DST change). */
export const timeIn = (i: Pick<TInterview, 'startsAt' | 'endsAt'>, language: TLanguage, zone: string) =>
  i.startsAt && i.endsAt
    ? `${formatRange(i.startsAt, i.endsAt, language, zone)} · ${zoneLabel(zone, new Date(i.startsAt))}`
    : null;

const changeNoteOf = (i: TInterview, changeable: boolean, { t, language, zone }: TCardContext) => {
  if (!isOpen(i)) return null;
  if (!changeable) return t('card.tooLate');
  return i.changeableUntil
    ? t('card.changeUntil', { time: formatInstant(i.changeableUntil, language, zone) })
    : null;
};

/** One interview as the page draws it: every text ready, every action allowed or not. */
const toCard = (i: TInterview, context: TCardContext) => {
  const { t, language, zone, now } = context;
  const changeable = isOpen(i) && (!i.changeableUntil || Date.parse(i.changeableUntil) > now);
  return {
    id: i.id,
    title: i.title,
    position: i.positionName,
    round: t('card.round', { round: i.round }),
    statusName: i.statusName,
    tone: toneOf(i.status),
    /** The booked time in the viewer's zone, or null while a time is still to be chosen. */
    when: timeIn(i, language, zone),
    /** When the interview's own zone differs from the viewer's: the time as HR planned it. */
    plannedWhen: i.timeZone !== zone ? timeIn(i, language, i.timeZone) : null,
    duration: t('card.minutes', { count: i.durationMinutes }),
    interviewers: i.interviewers.map((p) => p.name).join(t('card.separator')),
    location: i.location,
    onlineUrl: i.onlineUrl,
    /** "You can change or cancel until …", or why it can no longer be changed. */
    changeNote: changeNoteOf(i, changeable, context),
    canBook: changeable && i.status === InterviewStatus.AwaitingBooking && i.openSlots.length > 0,
    canMove: changeable && i.status === InterviewStatus.Scheduled && i.openSlots.length > 0,
    canCancel: changeable,
    canDownload: i.status === InterviewStatus.Scheduled,
    /** The interview a message linked to (/interview?id=). */
    isFocused: i.id === context.focusId,
    /** A time was just booked or moved here: the card's title takes the focus (the button pressed is gone). */
    takesFocus: i.id === context.changedId,
  };
};
export type TInterviewCard = ReturnType<typeof toCard>;

type TChangeMutation = ReturnType<typeof useChangeInterview>;

/** Choosing one of the offered times, to book the interview or move it; `changedId` is the one just changed. */
const usePickDialog = (list: TInterview[], mutation: TChangeMutation, language: TLanguage, zone: string) => {
  const { t } = useTranslation('interviews');
  const [picking, setPicking] = useState<{
    id: number;
    mode: TPickMode;
    slotId: number | null;
    error: string | null;
  } | null>(null);
  const [changedId, setChangedId] = useState<number | null>(null);
  const update = (change: { slotId?: number | null; error?: string | null }) =>
    setPicking((current) => current && { ...current, ...change });

  const pickTarget = list.find((i) => i.id === picking?.id);
  const confirm = () => {
    if (!picking) return;
    const { id, mode, slotId } = picking;
    if (slotId === null) return update({ error: t('pick.required') });
    mutation.mutate(
      { kind: mode, id, slotId },
      {
        onSuccess: () => {
          setChangedId(id);
          setPicking(null);
        },
        onError: () => update({ slotId: null }),
      },
    );
  };
  const pick = {
    open: picking !== null,
    /** The dialog's title and its confirming button, for booking a time or moving to another. */
    heading: picking?.mode === 'move' ? t('pick.moveTitle') : t('pick.bookTitle'),
    confirmText: picking?.mode === 'move' ? t('pick.confirmMove') : t('pick.confirmBook'),
    title: pickTarget ? `${pickTarget.title} · ${pickTarget.positionName}` : '',
    slots: (pickTarget?.openSlots ?? []).map((s) => ({
      id: s.id,
      label: formatRange(s.startsAt, s.endsAt, language, zone),
    })),
    slotId: picking?.slotId ?? null,
    error: picking?.error ?? null,
    pending: mutation.isPending,
    choose: (slotId: number) => update({ slotId, error: null }),
    confirm,
    close: () => setPicking(null),
  };
  const startPick = (id: number, mode: TPickMode) => setPicking({ id, mode, slotId: null, error: null });
  return { pick, startPick, changedId, setChangedId };
};

/** Declining an interview, with an optional reason of bounded length. */
const useCancelDialog = (list: TInterview[], mutation: TChangeMutation) => {
  const { t } = useTranslation('interviews');
  const [cancelling, setCancelling] = useState<{ id: number; reason: string; error: string | null } | null>(
    null,
  );
  const confirm = () => {
    if (!cancelling) return;
    const text = cancelling.reason.trim();
    if (text.length > INTERVIEW_CANCEL_REASON_MAX) {
      const error = t('cancel.tooLong', { max: INTERVIEW_CANCEL_REASON_MAX });
      return setCancelling({ ...cancelling, error });
    }
    mutation.mutate(
      { kind: 'cancel', id: cancelling.id, reason: text || undefined },
      { onSettled: () => setCancelling(null) },
    );
  };
  const cancel = {
    open: cancelling !== null,
    title: list.find((i) => i.id === cancelling?.id)?.title ?? '',
    reason: cancelling?.reason ?? '',
    error: cancelling?.error ?? null,
    max: INTERVIEW_CANCEL_REASON_MAX,
    pending: mutation.isPending,
    change: (reason: string) => setCancelling((current) => current && { ...current, reason, error: null }),
    confirm,
    close: () => setCancelling(null),
  };
  const startCancel = (id: number) => setCancelling({ id, reason: '', error: null });
  return { cancel, startCancel };
};

/**
 * The candidate's interviews page (/interview), the same on both devices: the list, choosing or moving
 * to one of the offered times, declining with an optional reason, and the calendar file. Times are shown
 * in the viewer's own time zone, which the page names.
 */
export const useInterviewsPage = () => {
  const { t } = useTranslation('interviews');
  const language = useLanguage();
  const [params] = useSearchParams();
  const interviews = useMyInterviews();
  const mutation = useChangeInterview();
  const zone = viewerTimeZone();
  const list = interviews.data?.list ?? [];
  const { pick, startPick, changedId, setChangedId } = usePickDialog(list, mutation, language, zone);
  const { cancel, startCancel } = useCancelDialog(list, mutation);
  const context: TCardContext = {
    t,
    language,
    zone,
    now: interviews.dataUpdatedAt,
    focusId: Number(params.get('id')),
    changedId,
  };

  return {
    state: interviews.isPending ? 'loading' : interviews.isError ? 'error' : list.length ? 'ready' : 'empty',
    errorText: interviews.error?.message ?? '',
    retry: () => void interviews.refetch(),
    zone: zoneLabel(zone),
    cards: list.map((i) => toCard(i, context)),
    applyHref: paths.apply.getHref(),
    pick,
    cancel,
    startPick,
    startCancel,
    /** The card's title has taken the focus; later renders leave the focus where the user puts it. */
    focusTaken: () => setChangedId(null),
    download: (id: number) => void downloadInterviewCalendar(id),
  };
};

export type TInterviewsPage = ReturnType<typeof useInterviewsPage>;
