/**
 * Typed references to a bank session and its subcollections (DESIGN.md section 11). Sessions
 * are validated against their domain schema; the subcollections, written only by functions,
 * are typed by their record interfaces.
 */
import {
  BankSessionSchema,
  type AppNotification,
  type BankBookItem,
  type BankDecision,
  type BankLine,
  type BankMatch,
} from '@factoria/domain/records/bank-session.schema';
import { collection, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore';
import { schemaConverter, type WithId } from '../../../lib/firebase/converter';
import { firestore } from '../../../lib/firebase/firestore';

export const sessionConverter = schemaConverter(BankSessionSchema);

function recordConverter<T extends object>(): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore(value) {
      const { id: _id, ...data } = value as WithId<T>;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      return { ...(snapshot.data() as T), id: snapshot.id };
    },
  };
}

export const sessionsOf = (accountId: string) => collection(firestore, 'accounts', accountId, 'bankSessions').withConverter(sessionConverter);

export function sessionPart<T extends object>(accountId: string, sessionId: string, part: 'lines' | 'matches' | 'bookItems' | 'decisions') {
  return collection(firestore, 'accounts', accountId, 'bankSessions', sessionId, part).withConverter(recordConverter<T>());
}

export const linesOf = (a: string, s: string) => sessionPart<BankLine>(a, s, 'lines');
export const matchesOf = (a: string, s: string) => sessionPart<BankMatch>(a, s, 'matches');
export const bookItemsOf = (a: string, s: string) => sessionPart<BankBookItem>(a, s, 'bookItems');
export const decisionsOf = (a: string, s: string) => sessionPart<BankDecision>(a, s, 'decisions');
export const notificationsOf = (a: string) =>
  collection(firestore, 'accounts', a, 'notifications').withConverter(recordConverter<AppNotification>());
