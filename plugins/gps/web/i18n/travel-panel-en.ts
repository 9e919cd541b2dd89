/** The GPS detail's Travel panel (spec part 2 §2, §3 Detail travel (GPS)): the person's current travel, else the next. */
export const travelPanelEn = {
  loading: 'Loading the travel…',
  none: 'No travel',
  name: 'Travel',
  dates: 'Dates',
  datesValue: '{{start}} – {{end}}',
  countries: 'Countries',
  reference: 'Reference',
  approved: 'Approved',
  yes: 'Yes',
  no: 'No',
};
