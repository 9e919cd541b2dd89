import { screen } from '@testing-library/react';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import '../web/gps-i18n';
import { GpsMap, peopleMarkers } from '../web/gps-map';
import { STATUS_COLOURS } from '../web/status-badge';
import { OFFLINE_MAP, PEOPLE, person } from './gps-fixtures';

describe('the /Gps map markers', () => {
  it('are the people with a position, each in the colour of their status', () => {
    const markers = peopleMarkers(PEOPLE);
    expect(markers.map((marker) => [marker.name, marker.tone?.fill])).toEqual([
      ['Ada Tester', STATUS_COLOURS.secure.background],
      ['Bruno Rossi', STATUS_COLOURS.unreachable.background],
      ['Carla Rossi', STATUS_COLOURS.sos.background],
    ]);
    // SOS outranks every other status, so a cluster holding Carla shows hers.
    const ranks = markers.map((marker) => marker.tone?.rank ?? -1);
    expect(Math.max(...ranks)).toBe(markers[2]?.tone?.rank);
  });

  it('are kept for a person who did not change, and made anew for one who did', () => {
    const before = peopleMarkers(PEOPLE);
    const moved = [PEOPLE[0]!, person({ ...PEOPLE[1]!, lat: 40.85, lng: 14.27 }), PEOPLE[2]!];
    const after = peopleMarkers(moved);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toMatchObject({ lat: 40.85, lng: 14.27 });
  });

  it('are drawn in those colours on the map', async () => {
    renderPluginPage(<GpsMap markers={peopleMarkers(PEOPLE)} count={4} />, { maps: OFFLINE_MAP });
    // Ada and Carla stand together in Milan (a cluster at this zoom); Bruno alone in Rome.
    const bruno = await screen.findByRole('img', { name: 'Bruno Rossi' });
    expect((bruno.querySelector('circle') as SVGCircleElement).style.fill).toBe(STATUS_COLOURS.unreachable.background);
  });
});
