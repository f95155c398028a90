/** The user menu a signed-in candidate of customer 1 sees in English, in order, on either device. */
export const CANDIDATE_MENU_ENTRIES = [
  'My Resume',
  'Apply List',
  'Recommend List',
  'Assessment Center',
  'My Data and Privacy',
  'Log Out',
];
