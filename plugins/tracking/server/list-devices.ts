import { capList, type EndpointHandler } from '@vigil/server-sdk';
import { SHORT_LIST_MAX } from '@vigil/core';
import type { getDevices } from '../contract';
import { isTrackingApp } from '../contract';
import { DEVICE_COLUMNS, trackingDevice } from './device-rows';
import { employeeOf } from './employee-of';
import { WEB_DEVICE, type TrackingDatabase } from './tables';

/** A person's devices, newest first, revoked ones included (so the person sees what no longer sends); not the browser. */
export function listDevices(db: TrackingDatabase): EndpointHandler<typeof getDevices> {
  return async ({ input, user, reply }) => {
    const employee = await employeeOf(db, user, input.employee);
    const rows = await db
      .selectFrom('tracking_devices')
      .select(DEVICE_COLUMNS)
      .where('customer_id', '=', employee.id)
      .where('company_id', '=', employee.companyId)
      .where('app', '!=', WEB_DEVICE)
      .orderBy('id', 'desc')
      .limit(SHORT_LIST_MAX + 1)
      .execute();
    const paired = capList(rows, SHORT_LIST_MAX, reply).flatMap(({ app, ...row }) => (isTrackingApp(app) ? [{ ...row, app }] : []));
    return { devices: paired.map(trackingDevice) };
  };
}
