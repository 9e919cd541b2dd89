import { capList, type EndpointHandler } from '@vigil/server-sdk';
import { SHORT_LIST_MAX } from '@vigil/core';
import type { getDevices } from '../contract';
import { DEVICE_COLUMNS, trackingDevice } from './device-rows';
import { employeeOf } from './employee-of';
import type { TrackingDatabase } from './tables';

/** A person's devices, newest first, revoked ones included (so the person sees what no longer sends). */
export function listDevices(db: TrackingDatabase): EndpointHandler<typeof getDevices> {
  return async ({ input, user, reply }) => {
    const employee = await employeeOf(db, user, input.employee);
    const rows = await db
      .selectFrom('tracking_devices')
      .select(DEVICE_COLUMNS)
      .where('customer_id', '=', employee.id)
      .where('company_id', '=', employee.companyId)
      .orderBy('id', 'desc')
      .limit(SHORT_LIST_MAX + 1)
      .execute();
    return { devices: capList(rows, SHORT_LIST_MAX, reply).map(trackingDevice) };
  };
}
