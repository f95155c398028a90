import type { FastifyInstance } from 'fastify';
import {
  getAllSiteRoute,
  getCompanyDepartmentsBySiteRoute,
  getCountriesRoute,
  getDistrictTreeRoute,
  getLinkedSelectionItemsRoute,
  getSelectionCountryRoute,
  getSelectionDepartmentsBySiteRoute,
  getSelectionJobGradeRoute,
  getSelectionOptionsByGroupIdsRoute,
  getSelectionProjectRoute,
  getSelectionSiteRoute,
  optionListRoutes,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import * as service from './reference-data.service.ts';

export const referenceDataRoutes = async (app: FastifyInstance) => {
  // Public, read-only lists: served from the read replica when one is configured.
  const db = app.readDb;
  for (const { code, route } of optionListRoutes) {
    registerRoute(app, route, ({ req }) => service.listOptions(db, req.customer.id, req.lang, code));
  }
  registerRoute(app, getSelectionJobGradeRoute, ({ req, query }) =>
    service.listOptions(db, req.customer.id, req.lang, 'JobGrade', query.jobCategory),
  );
  registerRoute(app, getSelectionProjectRoute, ({ req }) =>
    service.listOptions(db, req.customer.id, req.lang, 'Project'),
  );
  registerRoute(app, getSelectionOptionsByGroupIdsRoute, ({ req, query }) =>
    service.listOptionGroups(db, req.customer.id, req.lang, query.groupIds),
  );
  registerRoute(app, getLinkedSelectionItemsRoute, ({ req, query }) =>
    service.listLinkedItems(db, req.customer.id, req.lang, query.groupId, query.parentValue),
  );
  registerRoute(app, getSelectionSiteRoute, async ({ req }) =>
    (await service.listSites(db, req.customer.id, req.lang)).map(({ value, text, hrid }) => ({
      value,
      text,
      hrid,
      parentValue: null,
    })),
  );
  registerRoute(app, getAllSiteRoute, ({ req }) => service.listSites(db, req.customer.id, req.lang));
  registerRoute(app, getSelectionDepartmentsBySiteRoute, ({ req, query }) =>
    service.listDepartments(db, req.customer.id, req.lang, query.siteId, true),
  );
  registerRoute(app, getCompanyDepartmentsBySiteRoute, ({ req, query }) =>
    service.listDepartments(db, req.customer.id, req.lang, query.siteId, false),
  );
  registerRoute(app, getDistrictTreeRoute, ({ req }) =>
    service.getDistrictTree(db, req.customer.id, req.lang),
  );
  registerRoute(app, getCountriesRoute, ({ req, query }) =>
    service.listCountries(db, req.customer.id, req.lang, query.keyword),
  );
  registerRoute(app, getSelectionCountryRoute, ({ req }) =>
    service.listCountries(db, req.customer.id, req.lang),
  );
};
