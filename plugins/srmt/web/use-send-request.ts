import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@vigil/core';
import { ApiError, TOKENS, useService, useToast, type Api } from '@vigil/web-sdk';
import { dateOrderError, SEND_ENDPOINTS, type RequestSource } from '../contract';
import { notifyRequestSent } from './request-events';

type Send = (api: Api, values: Readonly<Record<string, string>>) => Promise<unknown>;

/** Each source's call with the payload of its form (spec part 1 §7: the request payload without its source). */
const SENDERS: Record<RequestSource, Send> = {
  cte: (api, { country = '', language = '' }) => api.call(SEND_ENDPOINTS.cte, { country, language }),
  ie: (api, { country = '', project = '', asset = '', personnel = '' }) =>
    api.call(SEND_ENDPOINTS.ie, { country, project, asset, personnel }),
  sed: (api, { country = '', location = '', radius = '', from_date = '', end_date = '' }) =>
    api.call(SEND_ENDPOINTS.sed, { country, location, radius, from_date, end_date }),
};

/**
 * The submit handler of a request modal (the form has already checked every field): the SED period must run
 * forwards, then the request is sent; 'Your request has been sent' and the modal closes, or any failure reads
 * 'An error occurred while elaborating the evaluation' (spec part 1 §8) and the form stays filled.
 */
export function useSendRequest(source: RequestSource, onClose: () => void): (values: Readonly<Record<string, string>>) => Promise<void> {
  const api = useService(TOKENS.Api);
  const toast = useToast();
  return async (values) => {
    if (source === 'sed') {
      const order = dateOrderError(values.from_date ?? '', values.end_date ?? '');
      // Marks the end date, as the server's 400 would; nothing is sent.
      if (order) throw new ApiError(400, order.message, undefined, order.field);
    }
    try {
      await SENDERS[source](api, values);
    } catch {
      throw new Error(ERROR_MESSAGES.evaluation);
    }
    toast('success', SUCCESS_MESSAGES.requestSent);
    notifyRequestSent();
    onClose();
  };
}
