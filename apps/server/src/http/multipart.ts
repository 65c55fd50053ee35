/**
 * Reads a multipart body as the contract declares it: the `jsondata` part checked with its schema,
 * the declared file parts in memory, each with its own size limit, and no more parts than declared.
 * Runs before validation, so the handler receives `{ jsondata, dateien }` already checked.
 */
import type {} from '@fastify/multipart';
import type { HochgeladeneDatei, MultipartBody } from '@vereinsportal/contract';
import { validate } from '@vereinsportal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';
import { SERVER_MELDUNG } from './messages.js';

// jsondata carries one entity without its HTML or file; 100 kB is far more than any needs.
const JSON_MAX_BYTES = 100_000;

export async function leseMultipartBody(
  request: FastifyRequest,
  body: MultipartBody,
): Promise<{ jsondata: unknown; dateien: Record<string, HochgeladeneDatei> }> {
  if (!request.isMultipart()) throw badRequest(SERVER_MELDUNG.keinMultipart);
  const teile = body.dateien as Record<string, MultipartBody['dateien'][string]>;
  const maxDatei = Math.max(JSON_MAX_BYTES, ...Object.values(teile).map((t) => t.maxBytes));
  const anzahl = 1 + Object.keys(teile).length;
  // One request holds at most jsondata and its largest part: alternatives (editor HTML or an HTML
  // file) cannot add up, so many parallel requests keep the memory bounded.
  const maxGesamt = JSON_MAX_BYTES + maxDatei;
  let gesamt = 0;
  let jsonText: string | undefined;
  let aktuell = '';
  const dateien: Record<string, HochgeladeneDatei> = {};

  const zuGross = (name: string): never => {
    throw new HttpError(413, teile[name]?.zuGrossMeldung ?? SERVER_MELDUNG.zuGross);
  };
  try {
    // Every declared part may come as a file or as a text field (other tools send HTML as text).
    const parts = request.parts({ limits: { fileSize: maxDatei, fieldSize: maxDatei, files: anzahl, fields: anzahl, parts: anzahl } });
    for await (const part of parts) {
      const name = part.fieldname;
      aktuell = name;
      let bytes: Buffer;
      if (part.type === 'field') {
        // busboy cuts an oversized text field silently; a cut value must never be stored.
        if (part.valueTruncated) zuGross(name);
        bytes = Buffer.from(String(part.value ?? ''), 'utf8');
      } else {
        bytes = await part.toBuffer();
      }
      gesamt += bytes.length;
      if (gesamt > maxGesamt) zuGross(name);
      if (name === 'jsondata') {
        if (bytes.length > JSON_MAX_BYTES) throw new HttpError(413, SERVER_MELDUNG.zuGross);
        jsonText = bytes.toString('utf8');
        continue;
      }
      const teil = teile[name];
      // Parts the operation does not declare are not kept.
      if (!teil) continue;
      if (bytes.length > teil.maxBytes) zuGross(name);
      dateien[name] = {
        dateiName: part.type === 'file' ? part.filename : '',
        mimeType: part.type === 'file' ? part.mimetype : 'text/plain',
        bytes,
      };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') zuGross(aktuell);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, SERVER_MELDUNG.zuVieleTeile);
    throw badRequest(SERVER_MELDUNG.multipartUnlesbar);
  }

  if (jsonText === undefined) throw badRequest({ jsondata: [SERVER_MELDUNG.jsondataFehlt] });
  let json: unknown;
  try {
    json = JSON.parse(jsonText);
  } catch {
    throw badRequest({ jsondata: [SERVER_MELDUNG.jsondataKeinObjekt] });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw badRequest({ jsondata: [SERVER_MELDUNG.jsondataKeinObjekt] });
  const result = validate(body.jsondata, json);
  if (!result.success) throw badRequest(result.errors);
  return { jsondata: result.output, dateien };
}
