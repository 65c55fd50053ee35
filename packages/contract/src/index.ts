// Public API of @vereinsportal/contract: every HTTP operation declared once, and what is derived from it.
export * from './header.js';
export * from './operation.js';
export * from './parameter.js';
export * from './pfade.js';
export * from './schemas.js';
export { OPERATIONEN, operationenListe, type OperationName, type Operationen, type RoutenOperationName } from './operationen/index.js';
export { openApiDokument } from './openapi.js';
