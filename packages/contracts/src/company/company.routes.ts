import { hrAccess, ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZCompanyLogo, ZCompanySettings, ZCompanySettingsInput } from './company.schemas.ts';

const company = { ...hrAccess(ROUTE_ROLES.admin), tags: ['hr'], personal: true };

export const hrGetCompanySettingsRoute = defineRoute({
  ...company,
  method: 'GET',
  path: '/api/hr/Company/GetSettings',
  summary: "The customer's company settings: names, titles, tagline, brand colour, sign-in rules, logo",
  data: ZCompanySettings,
});

export const hrSaveCompanySettingsRoute = defineRoute({
  ...company,
  method: 'POST',
  path: '/api/hr/Company/SaveSettings',
  summary: "Change the customer's company settings (every process shows them within 30 s)",
  body: ZCompanySettingsInput,
  data: ZCompanySettings,
});

/** Multipart form with one `file` field: a PNG or an SVG of at most 512 KB. */
export const hrUploadCompanyLogoRoute = defineRoute({
  ...company,
  method: 'POST',
  path: '/api/hr/Company/UploadLogo',
  summary: 'Replace the logo (multipart field `file`: PNG or SVG, 512 KB at most; SVGs are checked)',
  data: ZCompanyLogo,
});

/** Uploaded logos are served from the portal's own origin, named by their content hash. */
export const COMPANY_LOGO_PATH_PREFIX = '/brand-logo/';
