/**
 * What the signed-out screens need once the member submits: loaded on demand (it brings the
 * api-client and the contract), so the sign-in screen's first load stays small.
 */
export { botcheckVerlangt, isApiError } from '@vereinsportal/api-client';
export { anmelden } from './anmeldung';
export { api } from '../common/api';
export { zeigeErfolg, zeigeFehler } from '../common/notify';
