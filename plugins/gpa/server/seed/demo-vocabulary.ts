/**
 * Names the demo content is built from. Risk indicators and threat categories are fixed lists: the icons are
 * names the client maps to its own images.
 */

export const RISK_INDICATORS = [
  { name: 'Terrorism', icon: 'terrorism' },
  { name: 'Crime', icon: 'crime' },
  { name: 'Civil unrest', icon: 'civil-unrest' },
  { name: 'Health', icon: 'health' },
  { name: 'Natural hazards', icon: 'natural-hazards' },
  { name: 'Kidnapping', icon: 'kidnapping' },
  { name: 'Infrastructure', icon: 'infrastructure' },
] as const;

export const THREAT_CATEGORIES = [
  { name: 'Terrorism', icon: 'terrorism' },
  { name: 'Crime', icon: 'crime' },
  { name: 'Civil unrest', icon: 'civil-unrest' },
  { name: 'Health', icon: 'health' },
  { name: 'Natural disaster', icon: 'natural-disaster' },
  { name: 'Transport disruption', icon: 'transport' },
  { name: 'Cyber', icon: 'cyber' },
  { name: 'Political instability', icon: 'political' },
] as const;

export const TRAVEL_ADVICE_TOPICS = [
  { name: 'Entry requirements', icon: 'passport' },
  { name: 'Local transport', icon: 'transport' },
  { name: 'Health precautions', icon: 'health' },
  { name: 'Communications', icon: 'phone' },
  { name: 'Accommodation', icon: 'hotel' },
  { name: 'Local laws and customs', icon: 'law' },
] as const;

export const NEWS_SUBJECTS = [
  'transport strike announced',
  'elections scheduled',
  'heavy rainfall expected',
  'new visa rules published',
  'demonstration planned in the capital',
  'road works on the main highway',
  'health authorities issue guidance',
  'airport security checks reinforced',
  'power outages reported',
  'public holiday closures',
] as const;

export const GEOPOLITICAL_THEMES = [
  'Regional tensions',
  'Governance and institutions',
  'Economic pressure',
  'Border security',
  'Social cohesion',
] as const;

export const ALERT_SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  Terrorism: ['Security forces raise the alert level', 'Threat reported near public venues'],
  Crime: ['Rise in street robberies reported', 'Vehicle thefts near hotels'],
  'Civil unrest': ['Protest march announced', 'Clashes reported after a rally'],
  Health: ['Outbreak of seasonal illness', 'Heatwave health warning'],
  'Natural disaster': ['Flood warning issued', 'Earthquake felt in the region'],
  'Transport disruption': ['Airport strike announced', 'Rail services suspended'],
  Cyber: ['Phishing campaign targets travellers', 'Outage of payment systems'],
  'Political instability': ['Government reshuffle announced', 'State of emergency debated'],
};

export const LEVEL_ADVICE = {
  low: 'No action needed.',
  medium: 'Stay aware and monitor the situation.',
  high: 'Exercise high caution.',
  extreme: 'Take immediate action and leave if you can.',
} as const;
