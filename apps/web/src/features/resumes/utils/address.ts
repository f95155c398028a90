/**
 * The address is free text; a picked region (country, province, city) goes in front of it and replaces the
 * region picked before, so the street the candidate typed stays.
 */
export const withRegion = (address: string | undefined, previousRegion: string, region: string): string => {
  const text = (address ?? '').trim();
  const street =
    previousRegion && text.startsWith(previousRegion) ? text.slice(previousRegion.length).trim() : text;
  return [region, street].filter(Boolean).join(' ');
};
