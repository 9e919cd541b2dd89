import type { EndpointCall, MailMessage } from '@vigil/server-sdk';
import {
  ASSET_VALUES,
  ENTIRE_COUNTRY_RADIUS,
  PERSONNEL_VALUES,
  SOURCE_TITLES,
  type AssetValue,
  type PersonnelValue,
  type RequestSource,
  type sendCountryThreatEvaluation,
} from '../contract';

type Requester = EndpointCall<typeof sendCountryThreatEvaluation>['user'];

/** The labels and readable values of a request's fields, in the order the analysts read them. */
function detailLines(details: Readonly<Record<string, string>>): string[] {
  const lines: string[] = [];
  if (details.language) lines.push(`Language: ${details.language}`);
  if (details.project) lines.push(`Project: ${details.project}`);
  if (details.asset) lines.push(`Asset economic value: ${ASSET_VALUES[details.asset as AssetValue] ?? details.asset}`);
  if (details.personnel) lines.push(`Personnel on site: ${PERSONNEL_VALUES[details.personnel as PersonnelValue] ?? details.personnel}`);
  if ('location' in details) lines.push(`Location: ${details.location || '(none chosen)'}`);
  if (details.radius) lines.push(`Radius: ${details.radius === ENTIRE_COUNTRY_RADIUS ? 'Entire Country' : `${details.radius} km`}`);
  if (details.from_date) lines.push(`From date: ${details.from_date}`);
  if (details.end_date) lines.push(`End date: ${details.end_date}`);
  return lines;
}

export interface StoredRequest {
  id: number;
  source: RequestSource;
  country: string;
  details: Readonly<Record<string, string>>;
  createdAt: string;
}

/** The mail that asks the security analysts for an evaluation; they answer the requester by email. */
export function requestMail(to: readonly string[], user: Requester, request: StoredRequest): MailMessage {
  const title = SOURCE_TITLES[request.source];
  const text = [
    `${title} requested (request ${request.id}, ${request.createdAt})`,
    `Country: ${request.country}`,
    ...detailLines(request.details),
    '',
    `From: ${user.name} ${user.surname} <${user.email}>`,
    `Company: ${user.companyName}`,
    '',
  ].join('\n');
  return { to: to.join(', '), subject: `${title} request: ${request.country}`, text };
}
