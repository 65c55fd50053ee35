/**
 * Fastify type provider for the contract's schemas: a route whose schema parts are valibot schemas
 * (or a multipart body of the contract) gets `request.params`, `.query` and `.body` typed as the
 * checked values, so handlers need no casts. The runtime check is http/validation.ts.
 */
import type { MultipartBody, MultipartWert } from '@vereinsportal/contract';
import type { FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends MultipartBody
    ? MultipartWert<this['schema']>
    : this['schema'] extends v.GenericSchema
      ? v.InferOutput<this['schema']>
      : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}
