import { holdsAny } from '@vigil/core';
import { HttpError, type AuthenticatedUser } from '@vigil/server-sdk';
import { TRA_MESSAGES, TRAVEL_APPROVERS } from '../contract';

/** Who a travel belongs to, as its rights are judged. */
export interface TravelOwners {
  customer_id: number;
  created_by: number;
}

export function isAdmin(user: AuthenticatedUser): boolean {
  return holdsAny(user.permissions, ['admin']);
}

/** Admins change any travel of their company; a tra user those they registered or that are theirs. */
export function canEditTravel(user: AuthenticatedUser, travel: TravelOwners): boolean {
  return isAdmin(user) || travel.created_by === user.id || travel.customer_id === user.id;
}

/** Only admins approve, and only what waits. */
export function canApproveTravel(user: AuthenticatedUser, travel: { source_id: number }): boolean {
  return travel.source_id !== 0 && holdsAny(user.permissions, TRAVEL_APPROVERS);
}

/** 403 with the module's text unless the user may change the travel. */
export function checkEditRight(user: AuthenticatedUser, travel: TravelOwners): void {
  if (!canEditTravel(user, travel)) throw new HttpError(403, TRA_MESSAGES.notYours);
}
