import type { TPositionDetail } from '@tmp/contracts';

/** Google's employment types for the customers' job natures (by their English names). */
const EMPLOYMENT_TYPES: Record<string, TEmploymentType> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  intern: 'INTERN',
  contract: 'CONTRACTOR',
  'campus hire': 'FULL_TIME',
  remote: 'FULL_TIME',
};

let countryCodes: Map<string, string> | undefined;

/** ISO 3166 alpha-2 code of an English country name, from the runtime's own region names. */
const countryCode = (englishName: string): string | undefined => {
  if (!countryCodes) {
    countryCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name) countryCodes.set(name.toLowerCase(), code);
      }
    }
  }
  return countryCodes.get(englishName.trim().toLowerCase());
};

type TEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'OTHER';

interface TMonetaryAmount {
  '@type': 'MonetaryAmount';
  currency: string;
  value: {
    '@type': 'QuantitativeValue';
    unitText: 'MONTH';
    value?: number;
    minValue?: number;
    maxValue?: number;
  };
}

/** The schema.org JobPosting properties Google reads that the portal holds. */
export interface TJobPosting {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML (sanitised when HR saved it). */
  description: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  /** yyyy-mm-dd */
  datePosted: string;
  /** When applications close (ISO 8601); only for a job with a closing date, as Google asks. */
  validThrough?: string;
  employmentType: TEmploymentType;
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string; logo: string };
  jobLocation: {
    '@type': 'Place';
    address: {
      '@type': 'PostalAddress';
      addressLocality: string;
      addressRegion: string;
      addressCountry: string;
    };
  };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string };
  baseSalary?: TMonetaryAmount | undefined;
  totalJobOpenings: number;
  directApply: boolean;
  url: string;
}

export interface TJobPostingInput {
  id: number;
  /** The job in the page's language, and in English (employment type and country code). */
  job: TPositionDetail;
  english: TPositionDetail;
  url: string;
  organization: { name: string; url: string; logo: string };
}

const salaryOf = (job: TPositionDetail): TMonetaryAmount | undefined => {
  const { salaryMin: min, salaryMax: max } = job;
  if (min === null && max === null) return undefined;
  const value =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : { value: (min ?? max) as number };
  return {
    '@type': 'MonetaryAmount',
    currency: job.salaryCurrency,
    value: { '@type': 'QuantitativeValue', ...value, unitText: 'MONTH' },
  };
};

/** schema.org JobPosting of an online job (Google's required fields and the recommended ones we hold). */
export const jobPostingLd = ({ id, job, english, url, organization }: TJobPostingInput) => {
  const country = countryCode(english.countryName);
  const isRemote = english.natureName.toLowerCase() === 'remote';
  const posting: TJobPosting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(id) },
    datePosted: job.publishDate,
    ...(job.closesAt ? { validThrough: job.closesAt } : {}),
    employmentType: EMPLOYMENT_TYPES[english.natureName.toLowerCase()] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      logo: organization.logo,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.cityName,
        addressRegion: job.stateName,
        addressCountry: country ?? job.countryName,
      },
    },
    ...(isRemote
      ? {
          jobLocationType: 'TELECOMMUTE' as const,
          applicantLocationRequirements: {
            '@type': 'Country' as const,
            name: country ?? english.countryName,
          },
        }
      : {}),
    baseSalary: salaryOf(job),
    totalJobOpenings: job.headcount,
    directApply: true,
    url,
  };
  return posting;
};
