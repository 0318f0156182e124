import type { addressProblems } from '@portal/contracts/address-check';

/** SPEC.md section 5's address checks in Danish, for the profile and the membership pages alike. */
export const addressProblemsDa: Record<keyof typeof addressProblems, string> = {
  missing: 'Adressen mangler. Tilføj din adresse i profilen for at fortsætte.',
  line1: 'Adresselinje 1 mangler. Angiv en gyldig adresse i profilen.',
  city: 'By mangler. Angiv en gyldig by i profilen.',
  postCodeMissing: 'Postnummer mangler. Angiv et gyldigt postnummer i profilen.',
  country: 'Land er ugyldigt eller mangler. Vælg et gyldigt land i profilen.',
  postCodeNotNumeric: 'Postnummeret er ugyldigt. Brug kun tal.',
};
