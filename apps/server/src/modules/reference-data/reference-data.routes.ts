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
import type { TRouteContract } from '@tmp/contracts';
import type { TListen } from '../../db/client.ts';
import { registerRoute, type TRouteHandler } from '../../lib/route.ts';
import { invalidateAllReferenceData, invalidateReferenceData } from './reference-cache.ts';
import * as service from './reference-data.service.ts';

export const referenceDataRoutes = async (app: FastifyInstance, opts: { listen?: TListen | undefined }) => {
  // Public, read-only lists: served from the read replica when one is configured.
  const db = app.readDb;
  // Sites and departments the operator adds (from any process) show here at once.
  if (opts.listen) {
    const stop = await opts.listen(service.REFERENCE_CHANGES_CHANNEL, {
      onMessage: (payload) => invalidateReferenceData(db, Number(payload)),
      onGap: () => invalidateAllReferenceData(db),
    });
    app.addHook('onClose', stop);
  }
  // Every visitor of a customer gets the same lists: the answers are shared (lib/response-cache.ts).
  const shared = <C extends TRouteContract>(contract: C, handler: TRouteHandler<C>): void =>
    registerRoute(app, contract, handler, { shared: 'reference' });
  for (const { code, route } of optionListRoutes) {
    shared(route, ({ req }) => service.listOptions(db, req.customer.id, req.lang, code));
  }
  shared(getSelectionJobGradeRoute, ({ req, query }) =>
    service.listOptions(db, req.customer.id, req.lang, 'JobGrade', query.jobCategory),
  );
  shared(getSelectionProjectRoute, ({ req }) =>
    service.listOptions(db, req.customer.id, req.lang, 'Project'),
  );
  shared(getSelectionOptionsByGroupIdsRoute, ({ req, query }) =>
    service.listOptionGroups(db, req.customer.id, req.lang, query.groupIds),
  );
  shared(getLinkedSelectionItemsRoute, ({ req, query }) =>
    service.listLinkedItems(db, req.customer.id, req.lang, query.groupId, query.parentValue),
  );
  shared(getSelectionSiteRoute, async ({ req }) =>
    (await service.listSites(db, req.customer.id, req.lang)).map(({ value, text, hrid }) => ({
      value,
      text,
      hrid,
      parentValue: null,
    })),
  );
  shared(getAllSiteRoute, ({ req }) => service.listSites(db, req.customer.id, req.lang));
  shared(getSelectionDepartmentsBySiteRoute, ({ req, query }) =>
    service.listDepartments(db, req.customer.id, req.lang, query.siteId, true),
  );
  shared(getCompanyDepartmentsBySiteRoute, ({ req, query }) =>
    service.listDepartments(db, req.customer.id, req.lang, query.siteId, false),
  );
  shared(getDistrictTreeRoute, ({ req }) => service.getDistrictTree(db, req.customer.id, req.lang));
  shared(getCountriesRoute, ({ req, query }) =>
    service.listCountries(db, req.customer.id, req.lang, query.keyword),
  );
  shared(getSelectionCountryRoute, ({ req }) => service.listCountries(db, req.customer.id, req.lang));
};
