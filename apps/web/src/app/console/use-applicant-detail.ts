import { useState } from 'react';
import {
  ApplicationStatus,
  ApplicationStep,
  canMoveApplication,
  nextApplicationStatuses,
  OfferStatus,
} from '@tmp/contracts';
import { downloadResumeFile, useApplicant } from '../../features/applications/hr/api.ts';

export type TApplicantDialog = 'status' | 'offer' | 'interview';

/** One applicant's record, the dialog open over it, and which of HR's next steps the flow allows. */
export const useApplicantDetail = (id: number) => {
  const applicant = useApplicant(id);
  const [dialog, setDialog] = useState<TApplicantDialog | null>(null);
  const a = applicant.data;
  const hasPendingOffer = !!a?.offers.some((offer) => offer.status === OfferStatus.Pending);
  const status = a?.status ?? 0;
  return {
    applicant,
    dialog,
    openDialog: (next: TApplicantDialog) => setDialog(next),
    closeDialog: () => setDialog(null),
    hasPendingOffer,
    // What the console offers is what the contracts' flow allows (decisions §5), so no move is refused.
    canMove: nextApplicationStatuses(status, ApplicationStep.Move).length > 0,
    canInvite: canMoveApplication(status, ApplicationStatus.Interview, ApplicationStep.Interview),
    canOffer: !hasPendingOffer && canMoveApplication(status, ApplicationStatus.Offer, ApplicationStep.Offer),
  };
};

/** Saves an uploaded PDF under its own name; `busy` is the file on its way. */
export const useFileDownload = () => {
  const [busy, setBusy] = useState<number | null>(null);
  const download = (file: { id: number; fileName: string }) => {
    setBusy(file.id);
    void downloadResumeFile(file.id, file.fileName)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  return { busy, download };
};

/** 2 MB → "2.0 MB", 300 bytes → "1 KB". */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
