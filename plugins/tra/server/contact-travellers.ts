import { firstMessageError } from '@vigil/core';
import { HttpError, inChunks, publicBaseUrl, readIdList, type EndpointHandler, type PlatformServices } from '@vigil/server-sdk';
import { TRA_MESSAGES, type contact } from '../contract';
import type { TraTables } from './tables';

type Language = 'en' | 'it';

/** Where the tracking page's 'Share my position now' button waits, ready (plugins/tracking/web/share-position-panel.tsx). */
const SHARE_PATH = '/Tracking?share=1';

/** The line a message asking for the position ends with, in the traveller's language, naming the button they press. */
const POSITION_REQUEST: Readonly<Record<Language, (link: string) => string>> = {
  en: (link) => `Please share your position: open ${link} and press 'Share my position now'.`,
  it: (link) => `Condividi la tua posizione: apri ${link} e premi 'Condividi ora la mia posizione'.`,
};

function isRequested(flag: string | undefined): boolean {
  const value = flag?.trim().toLowerCase();
  return value === '1' || value === 'true';
}

/** The travellers of these travels of the company, once each, with their language; a travel not found answers 404. */
async function travellersOf(db: PlatformServices<TraTables>['db'], companyId: number, travelIds: readonly number[]): Promise<Map<number, Language>> {
  const rows = (
    await Promise.all(
      inChunks(travelIds).map((chunk) =>
        db
          .selectFrom('travels')
          .innerJoin('customers', 'customers.id', 'travels.customer_id')
          .select(['travels.id', 'travels.customer_id', 'customers.language'])
          .where('travels.company_id', '=', companyId)
          .where('travels.id', 'in', chunk)
          .execute(),
      ),
    )
  ).flat();
  // Another company's travel answers like a missing one.
  if (rows.length !== travelIds.length) throw new HttpError(404, TRA_MESSAGES.travelNotFound, 'travels');
  return new Map(rows.map((row) => [row.customer_id, row.language === 'it' ? 'it' : 'en']));
}

/**
 * POST /tra/contact (spec part 2 §5, §7; issue 22): one message to each traveller of the chosen travels, where the
 * GPS detail's messages arrive (their account's Alerts and a mail in their language: platform.messages). With
 * position on, it ends asking them, in their language, to share their position from /Tracking, whose answer moves
 * them on the Locate map.
 */
export function contactTravellers(platform: PlatformServices<TraTables>): EndpointHandler<typeof contact> {
  return async ({ input, user, request }) => {
    // A travel named twice is one travel.
    const travelIds = [...new Set(readIdList(input, 'travels'))];
    if (travelIds.length === 0) throw new HttpError(400, TRA_MESSAGES.nobodySelected, 'travels');
    const error = firstMessageError({ content: input.content });
    if (error) throw new HttpError(400, error.message, error.field);
    const travellers = await travellersOf(platform.db, user.companyId, travelIds);

    const baseUrl = publicBaseUrl(platform.config, request);
    const content = (input.content ?? '').trim();
    const byLanguage = new Map<Language, number[]>();
    for (const [id, language] of travellers) byLanguage.set(language, [...(byLanguage.get(language) ?? []), id]);
    for (const [language, recipientIds] of byLanguage) {
      const text = isRequested(input.position) ? `${content}\n\n${POSITION_REQUEST[language](`${baseUrl}${SHARE_PATH}`)}` : content;
      await platform.messages.send({ companyId: user.companyId, senderId: user.id, recipientIds, content: text, image: input.image, baseUrl });
    }
    return { message: TRA_MESSAGES.contactSent };
  };
}
