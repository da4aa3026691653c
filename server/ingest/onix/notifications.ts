/**
 * Messages in the order they were sent: a message whose SentDateTime is older than the last one
 * applied from the same sender is refused with one line, before anything is read or written
 * (and checked again, under a row lock, in the import's transaction, where the new time is
 * recorded). The same message again is accepted: applying it twice gives the same catalogue.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import {
  lastAppliedMessage,
  peekLastAppliedMessage,
  recordAppliedMessage,
} from '../../modules/catalogue/onix-sender-repository.ts';
import { CatalogImportError } from '../catalog-import.ts';
import { parseSentDateTime } from './sent-date.ts';
import type { OnixHeader } from './xml-reader.ts';

const FIELD = '/ONIXMessage/Header/SentDateTime';

function refusal(header: OnixHeader, last: string): CatalogImportError {
  return new CatalogImportError([
    {
      line: header.line,
      field: FIELD,
      message: `"${header.sentDateTime}" is older than the last message applied from "${header.sender}" (${last}): refused, apply messages in the order they were sent`,
    },
  ]);
}

/** The header's SentDateTime as an instant (a bad one refuses the message). */
function sentAt(header: OnixHeader): Date | null {
  if (!header.sentDateTime) return null;
  const at = parseSentDateTime(header.sentDateTime);
  if (!at)
    throw new CatalogImportError([
      { line: header.line, field: FIELD, message: `"${header.sentDateTime}" is not YYYYMMDD[Thhmm[ss]][Z|±hhmm]` },
    ]);
  return at;
}

export async function checkMessageOrder(db: Kysely<DB>, header: OnixHeader | null): Promise<void> {
  if (!header?.sender) return;
  const at = sentAt(header);
  if (!at) return;
  const last = await peekLastAppliedMessage(db, header.sender);
  if (last && new Date(last.sent_at).getTime() > at.getTime()) throw refusal(header, last.sent_date_time);
}

export async function recordMessage(trx: Transaction<DB>, header: OnixHeader | null): Promise<void> {
  if (!header?.sender) return;
  const at = sentAt(header);
  if (!at) return;
  const last = await lastAppliedMessage(trx, header.sender);
  if (last && new Date(last.sent_at).getTime() > at.getTime()) throw refusal(header, last.sent_date_time);
  await recordAppliedMessage(trx, header.sender, at, header.sentDateTime!);
}
