import {
  type CreateDocumentRequest,
  type CreateReferenceRequest,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  type LibraryDocument,
  type LibraryKind,
  type LibraryReference,
  REFERENCE_KIND,
  type UpdateReferenceRequest,
} from '@common/library';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryDocuments, libraryReferences } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Owner } from '../../plugins/caller';
import { checkAnonymousRoom } from './anonymous-room';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

function ownedBy(owner: Owner): SQL {
  return 'userId' in owner
    ? eq(libraryReferences.userId, owner.userId)
    : eq(libraryReferences.sessionId, owner.sessionId);
}

// Spelled out: drizzle leaves columns unqualified inside a subquery, where "id" would be the document's.
const documentCount = sql<number>`(select count(*)::int from library_documents d where d.reference_id = library_references.id)`;

const referenceColumns = {
  id: libraryReferences.id,
  name: libraryReferences.name,
  description: libraryReferences.description,
  active: libraryReferences.active,
  documentCount,
};

/** Ids arrive as path text; anything that is not a stored id is simply not found. */
export function parseId(raw: string, message: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError(404, message);
  return Number(raw);
}

export async function listReferences(
  db: Db,
  owner: Owner | null,
  kind: LibraryKind,
): Promise<LibraryReference[]> {
  if (!owner) return [];
  return db
    .select(referenceColumns)
    .from(libraryReferences)
    .where(and(ownedBy(owner), eq(libraryReferences.kind, REFERENCE_KIND[kind])))
    .orderBy(asc(libraryReferences.id));
}

export async function findReference(
  db: Db,
  owner: Owner | null,
  kind: LibraryKind,
  id: number,
): Promise<LibraryReference> {
  if (!owner) throw new AppError(404, LIBRARY_MESSAGES.referenceNotFound);
  const [row] = await db
    .select(referenceColumns)
    .from(libraryReferences)
    .where(
      and(
        ownedBy(owner),
        eq(libraryReferences.kind, REFERENCE_KIND[kind]),
        eq(libraryReferences.id, id),
      ),
    );
  if (!row) throw new AppError(404, LIBRARY_MESSAGES.referenceNotFound);
  return row;
}

/** 'Style N' / 'Content N': the first N from the count up that no reference is named yet. */
function defaultName(kind: LibraryKind, existing: LibraryReference[]): string {
  const prefix = kind === 'styles' ? 'Style' : 'Content';
  const taken = new Set(existing.map((reference) => reference.name));
  let n = existing.length + 1;
  while (taken.has(`${prefix} ${n}`)) n++;
  return `${prefix} ${n}`;
}

export async function createReference(
  db: Database,
  owner: Owner,
  kind: LibraryKind,
  input: CreateReferenceRequest,
): Promise<LibraryReference> {
  return db.transaction(async (tx) => {
    const existing = await listReferences(tx, owner, kind);
    if (existing.length >= LIBRARY_LIMITS.maxReferences) {
      throw new AppError(409, LIBRARY_MESSAGES.tooManyReferences(kind), 'library_limit');
    }
    const name = input.name?.trim() || defaultName(kind, existing);
    const description = input.description?.trim() || (kind === 'styles' ? 'Style reference' : '');
    const [row] = await tx
      .insert(libraryReferences)
      .values({
        kind: REFERENCE_KIND[kind],
        ...('userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId }),
        name,
        description,
        // A new style starts inactive (spec); a content reference may be created active.
        active: kind === 'styles' ? false : (input.active ?? false),
      })
      .returning({ id: libraryReferences.id });
    return findReference(tx, owner, kind, row!.id);
  });
}

export async function updateReference(
  db: Database,
  owner: Owner | null,
  kind: LibraryKind,
  id: number,
  input: UpdateReferenceRequest,
): Promise<LibraryReference> {
  const current = await findReference(db, owner, kind, id);
  const changes: Partial<typeof libraryReferences.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name.trim() || current.name;
  if (input.description !== undefined) changes.description = input.description.trim();
  if (input.active !== undefined) changes.active = input.active;
  await db.update(libraryReferences).set(changes).where(eq(libraryReferences.id, id));
  return findReference(db, owner, kind, id);
}

/** Deletes a reference; its documents go with it (the foreign key cascades). */
export async function deleteReference(
  db: Database,
  owner: Owner | null,
  kind: LibraryKind,
  id: number,
): Promise<void> {
  await findReference(db, owner, kind, id);
  await db.delete(libraryReferences).where(eq(libraryReferences.id, id));
}

export async function listDocuments(
  db: Database,
  owner: Owner | null,
  kind: LibraryKind,
  id: number,
): Promise<LibraryDocument[]> {
  await findReference(db, owner, kind, id);
  return db
    .select({
      id: libraryDocuments.id,
      referenceId: libraryDocuments.referenceId,
      name: libraryDocuments.name,
      content: libraryDocuments.content,
    })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.referenceId, id))
    .orderBy(asc(libraryDocuments.id));
}

/** Characters held by all documents of one owner, both libraries. */
async function ownerChars(db: Db, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(char_length(${libraryDocuments.content})), 0)::int` })
    .from(libraryDocuments)
    .innerJoin(libraryReferences, eq(libraryDocuments.referenceId, libraryReferences.id))
    .where(ownedBy(owner));
  return row?.total ?? 0;
}

export async function addDocument(
  db: Database,
  owner: Owner,
  kind: LibraryKind,
  id: number,
  input: CreateDocumentRequest,
): Promise<LibraryDocument> {
  const content = input.content.trim();
  if (!content) throw new AppError(400, LIBRARY_MESSAGES.contentRequired);
  if (content.length > LIBRARY_LIMITS.maxDocumentChars) {
    throw new AppError(413, LIBRARY_MESSAGES.documentTooLong(content.length), 'library_limit');
  }
  return db.transaction(async (tx) => {
    const reference = await findReference(tx, owner, kind, id);
    if (reference.documentCount >= LIBRARY_LIMITS.maxDocuments) {
      throw new AppError(409, LIBRARY_MESSAGES.tooManyDocuments, 'library_limit');
    }
    const used = await ownerChars(tx, owner);
    if (used + content.length > LIBRARY_LIMITS.maxOwnerChars) {
      throw new AppError(409, LIBRARY_MESSAGES.libraryFull(used), 'library_limit');
    }
    if ('sessionId' in owner) await checkAnonymousRoom(tx, owner.sessionId, content);
    const [row] = await tx
      .insert(libraryDocuments)
      .values({ referenceId: id, name: input.name.trim(), content })
      .returning({
        id: libraryDocuments.id,
        referenceId: libraryDocuments.referenceId,
        name: libraryDocuments.name,
        content: libraryDocuments.content,
      });
    return row!;
  });
}

export async function deleteDocument(
  db: Database,
  owner: Owner | null,
  kind: LibraryKind,
  id: number,
  documentId: number,
): Promise<void> {
  await findReference(db, owner, kind, id);
  const deleted = await db
    .delete(libraryDocuments)
    .where(and(eq(libraryDocuments.id, documentId), eq(libraryDocuments.referenceId, id)))
    .returning({ id: libraryDocuments.id });
  if (deleted.length === 0) throw new AppError(404, LIBRARY_MESSAGES.documentNotFound);
}

/**
 * At sign-up or login the anonymous visitor's libraries become the account's. Called inside
 * the session rotation, before the old session (which would cascade them away) is deleted.
 */
export async function moveSessionLibraries(db: Db, sessionId: string, userId: string) {
  await db
    .update(libraryReferences)
    .set({ userId, sessionId: null, updatedAt: new Date() })
    .where(eq(libraryReferences.sessionId, sessionId));
}

/**
 * The documents of an owner's active references of one kind, for prompts and style match;
 * with `prefixChars`, only the start of each (the database reads no more of a long text).
 */
export async function activeDocuments(
  db: Database,
  owner: Owner,
  kind: LibraryKind,
  ids?: number[],
  prefixChars?: number,
): Promise<{ referenceId: number; referenceName: string; content: string }[]> {
  const conditions = [
    ownedBy(owner),
    eq(libraryReferences.kind, REFERENCE_KIND[kind]),
    eq(libraryReferences.active, true),
  ];
  if (ids) {
    if (ids.length === 0) return [];
    conditions.push(inArray(libraryReferences.id, ids));
  }
  return db
    .select({
      referenceId: libraryReferences.id,
      referenceName: libraryReferences.name,
      content: prefixChars
        ? sql<string>`substr(${libraryDocuments.content}, 1, ${prefixChars})`
        : libraryDocuments.content,
    })
    .from(libraryDocuments)
    .innerJoin(libraryReferences, eq(libraryDocuments.referenceId, libraryReferences.id))
    .where(and(...conditions))
    .orderBy(asc(libraryReferences.id), asc(libraryDocuments.id));
}
