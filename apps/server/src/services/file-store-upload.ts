/**
 * Reads the multipart bodies of SPEC §7 (jsondata + one file part) into memory with a size limit.
 * The original client sends jsondata as a plain field; a Blob part is accepted too, so other tools
 * that wrap JSON in a file part also work.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { HttpError } from '../http/errors.js';

export interface HochgeladeneDatei {
  dateiName: string;
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartInhalt {
  felder: Record<string, string>;
  dateien: Record<string, HochgeladeneDatei>;
}

export interface UploadOptionen {
  /** Largest accepted file part, in bytes (inclusive). */
  maxDateiBytes: number;
  /** German sentence for the 413 answer. */
  zuGrossMeldung: string;
}

const JSON_FELD_MAX_BYTES = 1_000_000;

export async function leseMultipart(request: FastifyRequest, optionen: UploadOptionen): Promise<MultipartInhalt> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Die Anfrage muss als multipart/form-data gesendet werden.');
  }
  const felder: Record<string, string> = {};
  const dateien: Record<string, HochgeladeneDatei> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: optionen.maxDateiBytes, fieldSize: Math.max(JSON_FELD_MAX_BYTES, optionen.maxDateiBytes), files: 3, fields: 10, parts: 13 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // busboy cuts an oversized text field silently; a cut value must never be stored.
        if (part.valueTruncated) throw new HttpError(413, optionen.zuGrossMeldung);
        felder[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'jsondata') {
        felder.jsondata = bytes.toString('utf8');
      } else {
        dateien[part.fieldname] = { dateiName: part.filename, mimeType: part.mimetype, bytes };
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, optionen.zuGrossMeldung);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'Die Anfrage enthält zu viele Teile.');
    }
    throw new HttpError(400, 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).');
  }
  return { felder, dateien };
}

/** Parses the jsondata field; a missing or broken one is a 400 naming the field. */
export function leseJsonFeld(inhalt: MultipartInhalt): Record<string, unknown> {
  const text = inhalt.felder.jsondata;
  if (text === undefined) throw new HttpError(400, { jsondata: ['Das Feld jsondata fehlt.'] });
  try {
    const wert: unknown = JSON.parse(text);
    if (wert && typeof wert === 'object' && !Array.isArray(wert)) return wert as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, { jsondata: ['Das Feld jsondata enthält kein gültiges JSON-Objekt.'] });
}
