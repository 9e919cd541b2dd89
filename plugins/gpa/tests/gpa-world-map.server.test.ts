import { NEW_API_PATHS, type NewApiAuthResponse } from '@vigil/core';
import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { getGeneralDetail, getWorldMapPdf, getZones, RISK_LEVEL_COLOURS, type GeneralDetail, type MapArea } from '../contract';
import gpa from '../manifest';
import { geoMiller } from 'd3-geo-projection';
import { renderWorldMapPdf, WORLD_MAP_CROP } from '../server/world-map-pdf';
import { parsePdf } from '../../../tests/server/support/pdf-structure';

let server: TestServer;
const jwts: Record<string, string> = {};
const loginTokens: Record<string, string> = {};
const PASSWORDS = { analyst: 'Vigil-analyst-1', visitor: 'Vigil-visitor-1', traveller: 'Vigil-traveller-1' } as const;

beforeAll(async () => {
  server = await startTestServer({ plugins: [gpa] });
  for (const [username, password] of Object.entries(PASSWORDS)) {
    loginTokens[username] = await server.login(username, password);
    const response = await server.app.inject({
      method: 'POST',
      url: `/v2${NEW_API_PATHS.auth}`,
      payload: { email: `${username}@demo.vigil.example`, password: loginTokens[username] },
    });
    jwts[username] = response.json<NewApiAuthResponse>().jwt;
  }
}, 60_000);
afterAll(async () => server?.close());

const PDF_URL = `/v2${getWorldMapPdf.path}`;
const getPdf = (headers: Record<string, string> = {}, query = '') => server.app.inject({ method: 'GET', url: `${PDF_URL}${query}`, headers });
const bearer = (who: string) => ({ authorization: `Bearer ${jwts[who]}` });

/** 'r g b rg', the PDF fill operator of a #rrggbb colour as the writer prints it. */
function fillOperator(hex: string): string {
  const parts = [1, 3, 5].map((at) => String(Math.round((parseInt(hex.slice(at, at + 2), 16) / 255) * 100) / 100));
  return `${parts.join(' ')} rg`;
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe('the default world-map PDF', () => {
  test('is a valid one-page PDF of the world, served to a signed-in analyst as an attachment', async () => {
    const response = await getPdf(bearer('analyst'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="world-risk-map.pdf"');
    const file = response.rawPayload;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = parsePdf(file);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.declaredPages).toBe(1);
    expect(pdf.info).toContain('/Title (World risk map)');
    const [content] = pdf.contents;
    expect(content).toContain('(World risk map) Tj');
    expect(content).toContain('\\(Demo content\\)');
    // One filled outline per Natural Earth 1:50m country, and every risk level's colour in use.
    expect(count(content ?? '', 'B*')).toBeGreaterThan(240);
    for (const { background } of Object.values(RISK_LEVEL_COLOURS)) {
      expect(count(content ?? '', fillOperator(background))).toBeGreaterThan(1);
    }
  });

  test('is drawn once and then served from memory', async () => {
    const first = await getPdf(bearer('visitor'));
    const second = await getPdf(bearer('analyst'));
    expect(first.statusCode).toBe(200);
    // The creation date is part of the file: identical bytes mean the same drawing.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('needs a session: no token or a bad one is 401, a user without GPA is 403', async () => {
    expect((await getPdf()).statusCode).toBe(401);
    expect((await getPdf({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    // The legacy credentials in the URL are not accepted: a token never travels in this link.
    const query = `?${new URLSearchParams(credentials(server, loginTokens.analyst ?? ''))}`;
    expect((await getPdf({}, query)).statusCode).toBe(401);
    const denied = await getPdf(bearer('traveller'));
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).toContain('application/json');
  });

  test('colours each country by its level, matched by numeric code or, without one, by name', () => {
    const content = parsePdf(
      renderWorldMapPdf(
        [
          { name: 'Italy', numericCode: '380', level: 'extreme' },
          { name: 'Kosovo', numericCode: null, level: 'high' },
          { name: 'Turkey by another name', numericCode: '792', level: 'low' },
        ],
        { created: new Date('2025-03-01T00:00:00Z'), demo: false },
      ),
    ).contents[0]!;
    // Each level: its countries plus its legend swatch.
    expect(count(content, fillOperator(RISK_LEVEL_COLOURS.extreme.background))).toBe(2);
    expect(count(content, fillOperator(RISK_LEVEL_COLOURS.high.background))).toBe(2);
    expect(count(content, fillOperator(RISK_LEVEL_COLOURS.low.background))).toBe(2);
    expect(count(content, fillOperator(RISK_LEVEL_COLOURS.medium.background))).toBe(1);
    expect(content).toContain('Generated 2025-03-01.');
    expect(content).not.toContain('Demo content');
  });

  test('shows the world from 84°N to 60°S as the web map does: Antarctica is not drawn', () => {
    expect(WORLD_MAP_CROP).toEqual({ north: 84, south: -60 });
    // Antarctica (010) in a colour no other country has: only the legend swatch may use it.
    const content = parsePdf(
      renderWorldMapPdf([{ name: 'Antarctica', numericCode: '010', level: 'extreme' }], { created: new Date('2025-03-01T00:00:00Z'), demo: false }),
    ).contents[0]!;
    expect(count(content, fillOperator(RISK_LEVEL_COLOURS.extreme.background))).toBe(1);
    // Every path point (graticule and outlines) lies in a box as wide, for its height, as Miller's projection of
    // the whole width of the world between 84°N and 60°S; the whole sphere would be far taller.
    const points = [...content.matchAll(/^(-?[\d.]+) (-?[\d.]+) [ml]$/gm)].map((match) => [Number(match[1]), Number(match[2])] as const);
    expect(points.length).toBeGreaterThan(10_000);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const aspect = (Math.max(...xs) - Math.min(...xs)) / (Math.max(...ys) - Math.min(...ys));
    const unit = geoMiller().scale(1).translate([0, 0]);
    const cropAspect = (2 * Math.PI) / (unit([0, -60])![1] - unit([0, 84])![1]);
    expect(aspect).toBeCloseTo(cropAspect, 1);
    // The ocean is the crop's rectangle, with the same aspect.
    const ocean = /^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re\nB\*$/m.exec(content);
    expect(Number(ocean?.[3]) / Number(ocean?.[4])).toBeCloseTo(cropAspect, 1);
  });
});

describe('general detail', () => {
  test('configures no map image or file by default, so the client offers the default PDF', async () => {
    const response = await legacyGet(server, getGeneralDetail.path, credentials(server, loginTokens.visitor ?? ''));
    expect(response.json<GeneralDetail>()).toEqual({ map: null, file: null });
  });

  test('answers the map image and file ops configure', async () => {
    const configured = await startTestServer({
      plugins: [gpa],
      pluginSettings: { VIGIL_GPA_MAP_IMAGE: 'https://cdn.example.com/world.png', VIGIL_GPA_MAP_FILE: '/files/world-map.pdf' },
    });
    try {
      const token = await configured.login('visitor', 'Vigil-visitor-1');
      const response = await legacyGet(configured, getGeneralDetail.path, credentials(configured, token));
      expect(response.json<GeneralDetail>()).toEqual({ map: 'https://cdn.example.com/world.png', file: '/files/world-map.pdf' });
    } finally {
      await configured.close();
    }
  }, 60_000);

  test('stops the start on a map address a page must not load, as the environment check always did', async () => {
    await expect(startTestServer({ plugins: [gpa], pluginSettings: { VIGIL_GPA_MAP_IMAGE: 'javascript:alert(1)' } })).rejects.toThrow(
      "VIGIL_GPA_MAP_IMAGE must be an http(s) URL or a path starting with /, not 'javascript:alert(1)'",
    );
  }, 60_000);
});

// Whether the host's maps match every seeded country to the Natural Earth geometry by these codes is the
// platform's test (tests/web/maps/seeded-countries-on-the-map.test.ts).
describe('map areas and the Natural Earth geometry', () => {
  let areas: MapArea[];
  beforeAll(async () => {
    areas = (await legacyGet(server, getZones.path, credentials(server, loginTokens.analyst ?? ''))).json<MapArea[]>();
  });

  test('carry the ISO 3166-1 numeric code of every country that has one', () => {
    const byIso2 = new Map(areas.map((area) => [area.iso2, area]));
    expect(byIso2.get('IT')?.numericCode).toBe('380');
    expect(byIso2.get('TR')?.numericCode).toBe('792');
    expect(byIso2.get('CI')?.numericCode).toBe('384');
    // Kosovo's XK has only a user-assigned code; Ascension and Tristan da Cunha (reserved AC, TA) have none.
    expect(byIso2.get('XK')?.numericCode).toBeNull();
    const withoutCode = areas.filter((area) => area.numericCode === null).map((area) => area.iso2);
    expect(withoutCode.sort()).toEqual(['AC', 'TA', 'XK']);
    expect(areas.every((area) => area.numericCode === null || /^\d{3}$/.test(area.numericCode))).toBe(true);
    const codes = areas.map((area) => area.numericCode).filter((code) => code !== null);
    expect(new Set(codes).size).toBe(areas.length - withoutCode.length);
  });
});
