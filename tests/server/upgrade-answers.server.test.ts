import { createHash } from 'node:crypto';
import { expected, upgradedServer, type Json } from './support/upgrade-fixture';
import { legacyPost } from './support/legacy-request';

/**
 * The upgrade promise, what the API answers: on a database made by an earlier commit (tests/fixtures/upgrade),
 * this code answers what that commit answered, passwords changed then included. What the database records:
 * upgrade-records.server.test.ts.
 */

/**
 * Fields answers gained since the fixture (the ISO code beside a country's name, issue 15): every recorded field
 * must answer as before, and each added one is named here.
 */
const ADDED_FIELDS = { employee: ['countryCode'], resourceLog: ['country_code'] };

const upgraded = upgradedServer();

/** The employee list's fields that a sign-in does not change (as make-fixtures.ts keeps them). */
function withoutFields(row: Json, fields: readonly string[]): Json {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !fields.includes(key)));
}

function stableEmployee(row: Json): Json {
  const { last_login: _lastLogin, areYou: _areYou, ...rest } = row;
  return withoutFields(rest, ADDED_FIELDS.employee);
}

describe(`a database made by ${expected.sourceCommit.slice(0, 7)}, started on this code`, () => {
  test('signs in with the passwords of before the upgrade, the changed ones included', async () => {
    const statuses = [];
    for (const { username, password } of upgraded.record.facts.signIns) {
      const response = await legacyPost(upgraded.server, '/customers/loginCustomer', { username, password });
      statuses.push({ username, password, status: response.statusCode });
    }
    // traveller's first password is refused (changed), sam.signup's too (never confirmed): as before.
    expect(statuses).toEqual(upgraded.record.facts.signIns);
  });

  test("moves each account whose password was just given right from its bcrypt hash to scrypt, and no other", async () => {
    const rows = await upgraded.server.server.db.selectFrom('customers').select(['username', 'password_hash']).execute();
    // sam.signup's answer is 403 (not confirmed), but only after the password proved right.
    const proven = new Set(upgraded.record.facts.signIns.filter(({ status }) => status !== 401).map(({ username }) => username));
    const schemes = rows.map(({ username, password_hash }) => ({ username, scheme: password_hash.split('$')[proven.has(username) ? 0 : 1] }));
    expect(schemes).toEqual(rows.map(({ username }) => ({ username, scheme: proven.has(username) ? 'scrypt' : expect.stringMatching(/^2[aby]$/) })));
    expect(proven.size).toBeGreaterThan(0);
  });

  test("answers the admin's writes as before: monitored countries, exclusions, personnel, invitations", async () => {
    const { facts } = upgraded.record;
    const { answer } = upgraded;
    const admin = await upgraded.server.login('admin', 'Vigil-admin-1');
    expect(await answer('POST', '/customers/getHighlightedCountries', admin)).toEqual(facts.monitoredCountries.admin);
    expect(await answer('GET', '/quiz/get-blacklist-status', admin)).toEqual(facts.knowledgeTestExclusions);

    const employees = (await answer('GET', '/companies/getEmployees', admin)) as Json[];
    expect(employees.map(stableEmployee)).toEqual(facts.employees);
    // The nationality's ISO code, added for names in the reader's language (issue 15): on every row with a nationality.
    const codeMatchesName = (row: Json): boolean => (row.countryName === null ? row.countryCode === null : /^[A-Z]{2}$/.test(String(row.countryCode)));
    expect(employees.filter((row) => !codeMatchesName(row))).toEqual([]);
    expect(employees.filter((row) => row.countryCode !== null).length).toBeGreaterThan(0);
    // Spelled out, the facts the writes made: budi.santoso deleted, kwame.mensah enabled, marco.bianchi disabled,
    // the analyst's permissions, project and flags changed, one invitation confirmed and one pending.
    const byUsername = (username: string): Json | undefined => employees.find((row) => row.username === username);
    expect(byUsername('budi.santoso')).toBeUndefined();
    expect(byUsername('kwame.mensah')).toMatchObject({ hidden: false });
    expect(byUsername('marco.bianchi')).toMatchObject({ hidden: true });
    expect(byUsername('analyst')).toMatchObject({
      permission: ['gpa', 'gpa_detail', 'nat', 'cmr'],
      building: [{ label: 'Lagos plant' }],
      isTrackingEnable: true,
      politicalriskvisible: false,
    });
    expect(facts.invitedEmployee).toMatchObject({ username: 'nina.new', email: 'nina.new@example.com', registered: true });
    expect(byUsername('nina.new')).toEqual(expect.objectContaining(facts.invitedEmployee));
    expect(facts.pendingEmployee).toMatchObject({ email: 'oscar.pending@example.com', registered: false });
    expect(employees.find((row) => row.email === 'oscar.pending@example.com')).toEqual(expect.objectContaining(facts.pendingEmployee));

    expect(await answer('GET', '/companies/getBuildings', admin)).toEqual(facts.buildings);
    expect(await answer('GET', '/logs/get-insurances', admin)).toEqual(facts.insuranceClaims);
    expect(await answer('GET', '/quiz/get-list-employees-quiz', admin)).toEqual(facts.knowledgeTestResults);
    const logs = (await answer('GET', '/elearning/get-logs', admin)) as Json[];
    expect(logs.map((row) => withoutFields(row, ADDED_FIELDS.resourceLog))).toEqual(facts.resourceLogs);
    expect(logs.filter((row) => row.country_name !== null && !/^[A-Z]{2}$/.test(String(row.country_code)))).toEqual([]);
  });

  test("answers the users' own writes as before: accounts, avatar, notifications, monitoring, privacy", async () => {
    const { facts } = upgraded.record;
    const { answer, server } = upgraded;
    const admin = await server.login('admin', 'Vigil-admin-1');
    const idOf = (username: string): string => String(facts.employees.find((row) => row.username === username)?.id);
    for (const username of ['analyst', 'visitor', 'traveller'] as const) {
      const detail = (await answer('POST', '/customers/getEmployeeDetail', admin, { employee: idOf(username) })) as Json;
      // As before, each now also a plain message from nobody (019-add-message-fields): earlier rows have no sender.
      expect({ username, alerts: detail.alerts }).toMatchObject({ username, alerts: facts.alerts[username] });
      expect((detail.alerts as Json[]).filter((alert) => alert.kind !== 'message' || alert.sender !== null || alert.airport !== null)).toEqual([]);
    }
    // The visitor deleted every notification: a seed step run again would bring the demo ones back.
    expect(facts.alerts.visitor).toEqual([]);

    const traveller = await server.login('traveller', expected.changedPasswords.traveller);
    const own = (await answer('POST', '/customers/getEmployeeDetail', traveller)) as Json;
    expect({ language: own.language, foreign_phone: own.foreign_phone, media: own.media }).toEqual(facts.traveller);
    const avatar = await server.app.inject({ method: 'GET', url: facts.traveller.media });
    expect({
      status: avatar.statusCode,
      contentType: avatar.headers['content-type'],
      sha256: createHash('sha256').update(avatar.rawPayload).digest('hex'),
    }).toEqual(facts.travellerAvatar);

    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    expect(await answer('POST', '/customers/getHighlightedCountries', analyst)).toEqual(facts.monitoredCountries.analyst);

    const newcomer = await server.login('newcomer', 'Vigil-newcomer-1');
    const session = (await answer('POST', '/customers/checkLoginToken', newcomer)) as Json;
    expect(session.privacyCheckedDate).toBe(facts.newcomerPrivacyCheckedDate);
  });
});
