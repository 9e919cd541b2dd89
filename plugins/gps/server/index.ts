import { bind, defineServerPart } from '@vigil/server-sdk';
import type { TrackingServerFunctions } from '../../tracking/contract';
import { getEmployeesOnTracking } from '../contract';
import { employeesOnTracking } from './employees-on-tracking';

/**
 * The GPS screens' server part (spec part 2 §2, §7): no tables of its own. Positions, statuses and the record of
 * who looked are the tracking module's, read and written through its server functions; the people and their
 * projects are the platform's. The host checks credentials, the company's modules and permissions (admin, gps).
 */
export default defineServerPart({
  endpoints: ({ db, uses }) => {
    const tracking = uses<TrackingServerFunctions>('tracking');
    return [bind(getEmployeesOnTracking, employeesOnTracking(db, tracking))];
  },
});
