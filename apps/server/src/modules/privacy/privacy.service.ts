import { AppErrorCode, translate, type TLang } from '@tmp/contracts';
import { strToU8, zipSync } from 'fflate';
import { AppError } from '../../lib/app-error.ts';
import { verifySecret } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TUser } from '../accounts/accounts.service.ts';
import { eraseAccountData, exportAccountData } from '../accounts/accounts.personal-data.ts';
import { forgetUserSessions } from '../accounts/sessions.service.ts';
import {
  anonymiseApplicationData,
  exportApplicationData,
} from '../applications/applications.personal-data.ts';
import { eraseAssessmentAnswers, exportAssessmentData } from '../assessments/assessments.personal-data.ts';
import { cancelOpenInterviews, exportInterviewData } from '../interviews/interviews.personal-data.ts';
import { eraseResumeData, exportResumeData } from '../resumes/resumes.personal-data.ts';
import { eraseFavorites, exportFavoriteData } from '../favorites/favorites.personal-data.ts';
import { eraseAlerts, exportAlertData } from '../alerts/alerts.personal-data.ts';
import { keepLastAdmin } from '../team/team.service.ts';
import {
  eraseConversationData,
  exportConversationData,
} from '../conversations/conversations.personal-data.ts';

/**
 * Everything the portal holds about a user (PIPL / GDPR access right): data.json with the account,
 * resume, applications, offers, assessments and visits, plus the uploaded files, as one zip.
 */
export const buildPersonalDataArchive = async (deps: TDeps, user: TUser): Promise<Buffer> => {
  const { customerId, id } = user;
  const [account, resume, applications, assessments, interviews, favorites, alerts, conversations] =
    await Promise.all([
      exportAccountData(deps.db, customerId, id),
      exportResumeData(deps.db, deps.adapters.storage, customerId, id),
      exportApplicationData(deps.db, customerId, id),
      exportAssessmentData(deps.db, customerId, id),
      exportInterviewData(deps.db, customerId, id),
      exportFavoriteData(deps.db, customerId, id),
      exportAlertData(deps.db, customerId, id),
      exportConversationData(deps.db, customerId, id),
    ]);
  const data = {
    exportedAt: deps.now(),
    ...account,
    ...resume.data,
    ...applications,
    ...assessments,
    ...interviews,
    ...favorites,
    ...alerts,
    ...conversations,
  };
  const entries: Record<string, Uint8Array> = { 'data.json': strToU8(JSON.stringify(data, null, 2)) };
  for (const file of resume.files) entries[`files/${file.name}`] = new Uint8Array(file.data);
  return Buffer.from(zipSync(entries, { level: 6 }));
};

/**
 * Deletes the account after the password is confirmed: files and personal fields go; applications,
 * offers and assessment results stay for the hiring records the law requires, with the person removed.
 */
export const deleteAccount = async (deps: TDeps, user: TUser, password: string, lang: TLang) => {
  if (!(await verifySecret(password, user.passwordHash))) {
    throw new AppError(AppErrorCode.BadCredentials, 'privacy.wrongPassword');
  }
  const { customerId, id } = user;
  // The company's last customer admin stays (decisions §8): checked first, then again under the team's lock.
  await keepLastAdmin(deps.db, customerId, id);
  await eraseResumeData(deps.db, deps.adapters.storage, customerId, id);
  await deps.db.transaction(async (tx) => {
    await keepLastAdmin(tx, customerId, id);
    await anonymiseApplicationData(tx, customerId, id, translate('privacy.deletedName', lang));
    await eraseAssessmentAnswers(tx, customerId, id);
    await cancelOpenInterviews(tx, customerId, id, deps.now());
    await eraseFavorites(tx, customerId, id);
    await eraseAlerts(tx, customerId, id);
    await eraseConversationData(tx, customerId, id);
    await eraseAccountData(tx, customerId, id, deps.now());
  });
  // Its sessions were deleted with it: none may still be answered from memory.
  await forgetUserSessions(deps, id);
};
