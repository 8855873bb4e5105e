import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import * as v from 'valibot';

export type WithId<T> = T & { id: string };

/**
 * A Firestore converter that validates every document against its domain schema, so a
 * malformed document fails loudly here instead of deep inside a component.
 */
export function schemaConverter<S extends v.GenericSchema<unknown, Record<string, unknown>>>(schema: S): FirestoreDataConverter<WithId<v.InferOutput<S>>> {
  return {
    toFirestore(value) {
      const { id: _id, ...data } = value as WithId<Record<string, unknown>>;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      return { ...v.parse(schema, snapshot.data()), id: snapshot.id };
    },
  };
}
