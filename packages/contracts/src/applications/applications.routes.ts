import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import { ZApplyRecord, ZRecommendRecord } from './applications.schemas.ts';

const base = '/api/resume/ApplyForm';
const tags = ['applications'];

export const queryPagingApplyRecordsRoute = defineRoute({
  method: 'POST',
  path: `${base}/QueryPagingApplyRecords`,
  access: 'user',
  tags,
  personal: true,
  summary: 'My applications, newest first, with status history',
  body: ZPageQuery.extend({ status: z.coerce.number().int().min(1).max(7).optional() }),
  data: zPage(ZApplyRecord),
});

export const queryPagingRecommendRecordsRoute = defineRoute({
  method: 'POST',
  path: `${base}/QueryPagingRecommendRecords`,
  access: 'user',
  tags,
  personal: true,
  summary: 'People who applied through my share links, and where their applications stand',
  body: ZPageQuery,
  data: zPage(ZRecommendRecord),
});

export const saveSourceLogRoute = defineRoute({
  method: 'POST',
  path: `${base}/SaveSourceLog`,
  access: 'public',
  tags,
  summary:
    'Record where a visit came from (source id, share code, position); signed-in visits are linked to the user',
  body: z.object({
    sourceid: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    recommendCode: z.string().trim().max(32, 'common.tooLong').optional(),
    positionId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    url: z.string().max(500, 'common.tooLong').optional(),
  }),
  data: z.null(),
});
