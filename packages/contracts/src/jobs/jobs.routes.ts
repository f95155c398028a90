import { defineRoute } from '../common/define-route.ts';
import { zPage } from '../common/pagination.ts';
import {
  ZJobHighlights,
  ZPositionDetail,
  ZPositionDetailQuery,
  ZPositionListItem,
  ZPositionQuery,
} from './jobs.schemas.ts';

export const queryPagingPositionsRoute = defineRoute({
  method: 'POST',
  path: '/api/job/Position/QueryPagingPositions',
  access: 'public',
  tags: ['jobs'],
  summary: 'Online positions, newest first, filtered by keyword (both languages) and facets',
  body: ZPositionQuery,
  data: zPage(ZPositionListItem),
});

export const getPositionDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/job/Position/GetPositionDetail',
  access: 'public',
  tags: ['jobs'],
  summary: 'One position; an offline requisition answers code != 0 with "This requisition is offline"',
  query: ZPositionDetailQuery,
  data: ZPositionDetail,
});

export const getJobHighlightsRoute = defineRoute({
  method: 'GET',
  path: '/api/job/Position/GetJobHighlights',
  access: 'public',
  tags: ['jobs'],
  summary:
    'For the home page: online jobs per category and per city (as the list counts them), and featured jobs',
  data: ZJobHighlights,
});
