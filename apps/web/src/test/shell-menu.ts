/** The user menu a signed-in candidate of customer 1 sees in English, in order, on either device. */
export const CANDIDATE_MENU_ENTRIES = [
  'My Resume',
  'Apply List',
  'Messages',
  'Recommend List',
  'My Interviews',
  'Assessment Center',
  'Saved Jobs',
  'My Job Alerts',
  'My Data and Privacy',
  'Log Out',
];
