import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { RouteBody, RouteResult } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';

/** The directory's kinds of record (docs/product.md §10.9.6). */
export type DirectoryKind = 'contact' | 'entity' | 'theme';
export type ContactInput = RouteBody<'createContact'>['contact'];
export type EntityInput = RouteBody<'createEntity'>['entity'];
export type ThemeInput = RouteBody<'createTheme'>['theme'];
export type DirectoryContact = RouteResult<'directoryContact'>;
export type DirectoryEntity = RouteResult<'directoryEntity'>;
export type DirectoryTheme = RouteResult<'directoryTheme'>;
export type ThemeTree = RouteResult<'themeTree'>;

export const directoryKeys = {
  all: ['directory'] as const,
  list: (kind: DirectoryKind) => [...directoryKeys.all, 'list', kind] as const,
  record: (kind: DirectoryKind, id: string) => [...directoryKeys.all, kind, id] as const,
  options: (what: 'affiliations' | 'categories') => [...directoryKeys.all, what] as const,
};

export const useContactList = () =>
  useQuery({
    queryKey: directoryKeys.list('contact'),
    queryFn: ({ signal }) => api('listContacts', { query: {} }, signal),
  });

export const useEntityList = () =>
  useQuery({
    queryKey: directoryKeys.list('entity'),
    queryFn: ({ signal }) => api('listEntities', { query: {} }, signal),
  });

export const useThemeTree = () =>
  useQuery({ queryKey: directoryKeys.list('theme'), queryFn: ({ signal }) => api('themeTree', {}, signal) });

const readRecord = (
  kind: DirectoryKind,
  id: string,
  signal: AbortSignal,
): Promise<DirectoryContact | DirectoryEntity | DirectoryTheme> =>
  kind === 'contact'
    ? api('directoryContact', { params: { id } }, signal)
    : kind === 'entity'
      ? api('directoryEntity', { params: { id } }, signal)
      : api('directoryTheme', { params: { id } }, signal);

/** One record for editing; `id` undefined for a new one. */
export const useDirectoryRecord = (kind: DirectoryKind, id: string | undefined) =>
  useQuery({
    queryKey: directoryKeys.record(kind, id ?? ''),
    queryFn: ({ signal }) => readRecord(kind, id ?? '', signal),
    enabled: id !== undefined,
  });

export const useAffiliations = () =>
  useQuery({
    queryKey: directoryKeys.options('affiliations'),
    queryFn: ({ signal }) => api('listAffiliations', {}, signal),
  });

export const useLinkCategories = () =>
  useQuery({
    queryKey: directoryKeys.options('categories'),
    queryFn: ({ signal }) => api('linkCategories', {}, signal),
  });

export const saveContact = (id: string | undefined, contact: ContactInput): Promise<DirectoryContact> =>
  id
    ? api('updateContact', { params: { id }, body: { contact } })
    : api('createContact', { body: { contact } });

export const saveEntity = (id: string | undefined, entity: EntityInput): Promise<DirectoryEntity> =>
  id ? api('updateEntity', { params: { id }, body: { entity } }) : api('createEntity', { body: { entity } });

export const saveTheme = (id: string | undefined, theme: ThemeInput): Promise<DirectoryTheme> =>
  id ? api('updateTheme', { params: { id }, body: { theme } }) : api('createTheme', { body: { theme } });

/** Folds `duplicate` into `keep` and deletes it (docs/product.md §10.9.6). */
export const mergeInto = (kind: 'contact' | 'entity', keep: string, duplicate: string) =>
  api(kind === 'contact' ? 'mergeContacts' : 'mergeEntities', {
    params: { id: keep },
    body: { duplicate_id: duplicate },
  });

/**
 * After a write every read may show the record (cards, pages, lists, the tree): the whole cache is marked
 * stale, and what is on screen loads again.
 */
export const afterDirectoryWrite = (queryClient: QueryClient) => queryClient.invalidateQueries();
