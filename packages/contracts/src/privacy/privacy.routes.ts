import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { zBase64 } from '../common/base64.schemas.ts';

/** The version of the user agreement and privacy policy a registration accepts. */
export const AGREEMENT_VERSION = '2026-11-01';

/** A zip of everything the portal holds about the signed-in user: data.json and their uploaded files. */
export const DOWNLOAD_MY_DATA_PATH = '/api/user/user/DownloadMyData';

export const deleteMyAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/user/user/DeleteMyAccount',
  access: 'user',
  tags: ['privacy'],
  summary: 'Delete my account: files and personal fields removed, records kept only in anonymised form',
  body: z.object({
    password: zBase64(
      z.string({ error: 'validation.loginPwd' }).min(1, 'validation.loginPwd').max(64, 'common.tooLong'),
    ),
  }),
  data: z.null(),
});
