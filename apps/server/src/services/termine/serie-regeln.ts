/**
 * The series rules (the domain's RFC 5545 reading and writing, built on rrule), loaded with the first series
 * a server handles, not at start: the rrule library is about 13 ms of a cold start on a 2-core machine.
 */
export const serieRegeln = () => import('@vereinsportal/domain/serie');
