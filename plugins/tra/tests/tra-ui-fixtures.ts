import type { Georeference, Travel, TravelListAnswer } from '../contract';

/** A stop of an itinerary: Nigeria, Lagos, at high risk, unless changed. */
export function stop(change: Partial<Georeference> = {}): Georeference {
  return {
    country_id: 12,
    country_name: 'Nigeria',
    city_id: 40,
    city_name: 'Lagos',
    country_level: 2,
    country_level_string: 'high',
    country_isocode2: 'NG',
    country_isocode3: 'NGA',
    lat: 6.45,
    lng: 3.39,
    date: '2026-11-20',
    ...change,
  };
}

/** A travel of the list: approved, position fresh, 300 s, nothing the signed-in user may do, unless changed. */
export function travel(change: Partial<Travel> & Pick<Travel, 'id' | 'travel_name'>): Travel {
  return {
    customer_id: 7,
    customer_name: 'Bruno Rossi',
    customer_phone: '',
    customer_email: 'bruno@example.test',
    customer_lat: null,
    customer_lng: null,
    customer_code: 'E-7',
    customer_avatar_image: null,
    customer_detected_at: null,
    is_position_updated: false,
    start_date: '2026-11-20',
    end_date: '2026-12-04',
    source_id: 0,
    tracking_interval: 300_000,
    georeferences: [stop()],
    reference_name: '',
    reference_email: '',
    reference_phone: '',
    can_edit: false,
    can_approve: false,
    ...change,
  };
}

/** One page of /travels holding `travels`. */
export function listOf(travels: Travel[], total = travels.length, page = 1): TravelListAnswer {
  return { data: { data: travels, total, page, page_size: 50 } };
}
