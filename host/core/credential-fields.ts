/**
 * Field names of the credentials every non-exempt legacy call carries, in the query or the form body. A module of
 * their own: the web host's first chunk reads them, and must not take api-contract's path lists (whose paths are
 * the endpoint declarations') along with them.
 */
export const LOGIN_TOKEN_FIELD = 'login_token';
export const APP_TOKEN_FIELD = 'app_token';
