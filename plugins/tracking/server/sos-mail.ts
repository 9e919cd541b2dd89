import type { MailMessage } from '@vigil/server-sdk';
import { companyAdmins, type CompanyAdmin } from './company-admins';
import type { OpenedSos } from './open-sos';
import type { TrackingContext } from './tracking-context';

interface SosPerson {
  name: string;
  surname: string;
  lat: number | null;
  lon: number | null;
}

/**
 * Mails a new SOS to every admin of the person's company, each in their language, after the SOS has committed. A
 * mail that fails is logged, not answered: the SOS is stored and on the admins' screens, and the app must not
 * resend it.
 */
export async function mailSos(context: TrackingContext, sos: OpenedSos): Promise<void> {
  try {
    const person = await context.db
      .selectFrom('customers')
      .leftJoin('tracking_people', 'tracking_people.customer_id', 'customers.id')
      .select(['customers.name', 'customers.surname', 'tracking_people.lat', 'tracking_people.lon'])
      .where('customers.id', '=', sos.customerId)
      .executeTakeFirst();
    if (!person) return;
    const admins = await companyAdmins(context.db, sos.companyId);
    for (const admin of admins) await context.mail.send(sosMail(admin, person, sos));
  } catch (error) {
    context.log.error(`The SOS ${sos.id} could not be mailed to every admin: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function sosMail(admin: CompanyAdmin, person: SosPerson, sos: OpenedSos): MailMessage {
  const who = `${person.name} ${person.surname}`.trim();
  const where = person.lat === null || person.lon === null ? null : `${person.lat.toFixed(5)}, ${person.lon.toFixed(5)}`;
  if (admin.language === 'it') {
    return {
      to: admin.email,
      subject: `SOS: ${who}`,
      text: [
        `${who} ha lanciato un SOS alle ${sos.raisedAt} (UTC).`,
        where ? `Ultima posizione nota: ${where}` : 'Nessuna posizione nota.',
        '',
        "L'SOS resta aperto sulla pagina GPS finché un amministratore non lo chiude con una nota.",
      ].join('\n'),
    };
  }
  return {
    to: admin.email,
    subject: `SOS: ${who}`,
    text: [
      `${who} raised an SOS at ${sos.raisedAt} (UTC).`,
      where ? `Last known position: ${where}` : 'No known position.',
      '',
      'The SOS stays open on the GPS page until an admin closes it with a note.',
    ].join('\n'),
  };
}
