import type { z } from 'zod';
import {
  type Certification,
  type Education,
  type Experience,
  type ExperienceItemVisibilitySchema,
  type Project,
  type ProjectItemVisibilitySchema,
  type ResumeData,
  type ResumeMetadata,
  ResumeMetadataSchema,
  type SectionVisibility,
} from './resume.ts';

/**
 * The one owner of resume items. Per-item visibility in `_metadata.sectionVisibility` is keyed by array
 * index, so every removal, insertion, move or filter has to carry each item's flags with it. Every change
 * here reads a list as entries `{ item, flag }`, changes the entries as a plain array, and writes both the
 * items and their re-keyed flags back, so the two can never drift apart.
 */

export type ExperienceFlags = z.infer<typeof ExperienceItemVisibilitySchema>;
export type ProjectFlags = z.infer<typeof ProjectItemVisibilitySchema>;

/** Bullets of one experience entry or one project. */
export interface BulletList {
  bulletsOf: 'experience' | 'projects';
  entry: number;
}

interface Items {
  skills: string;
  tools: string;
  certifications: Certification;
  experience: Experience;
  projects: Project;
  education: Education;
}
interface Flags {
  skills: boolean;
  tools: never;
  certifications: boolean;
  experience: ExperienceFlags;
  projects: ProjectFlags;
  education: never;
}

export type ItemList = keyof Items | BulletList;
export type ItemOf<L extends ItemList> = L extends BulletList
  ? string
  : L extends keyof Items
    ? Items[L]
    : never;
export type FlagOf<L extends ItemList> = L extends BulletList
  ? boolean
  : L extends keyof Flags
    ? Flags[L]
    : never;

/** One item with its visibility flags (`undefined`: never set, i.e. shown). */
export interface ItemEntry<L extends ItemList> {
  item: ItemOf<L>;
  flag: FlagOf<L> | undefined;
}

export type Undo<R extends ResumeData> = (current: R) => R;

const FLAG_KEYS = {
  skills: 'skillItems',
  certifications: 'certificationItems',
  experience: 'experienceItems',
  projects: 'projectItems',
} as const;

type Keyed<V> = Record<string, V>;

const isBullets = (list: ItemList): list is BulletList => typeof list === 'object';

function visibilityOf(r: ResumeData): SectionVisibility | undefined {
  return r._metadata?.sectionVisibility;
}

function withVisibility<R extends ResumeData>(r: R, fn: (v: SectionVisibility) => SectionVisibility): R {
  const metadata: ResumeMetadata = r._metadata ?? ResumeMetadataSchema.parse({});
  return { ...r, _metadata: { ...metadata, sectionVisibility: fn(metadata.sectionVisibility) } };
}

function readItems(r: ResumeData, list: ItemList): unknown[] {
  if (!isBullets(list)) return r[list];
  return r[list.bulletsOf][list.entry]?.bullet_points ?? [];
}

function readFlags(r: ResumeData, list: ItemList): Keyed<unknown> {
  const v = visibilityOf(r);
  if (!v) return {};
  if (!isBullets(list)) return list in FLAG_KEYS ? v[FLAG_KEYS[list as keyof typeof FLAG_KEYS]] : {};
  return v[FLAG_KEYS[list.bulletsOf]][String(list.entry)]?.bullet_points ?? {};
}

/** The list as entries, each item with its flag. */
export function readEntries<L extends ItemList>(r: ResumeData, list: L): ItemEntry<L>[] {
  const flags = readFlags(r, list);
  return readItems(r, list).map((item, i) => ({ item, flag: flags[String(i)] }) as ItemEntry<L>);
}

/** Replaces a list's items, leaving every flag where it is (same length, same order). */
function writeItems<R extends ResumeData>(r: R, list: ItemList, items: unknown[]): R {
  if (!isBullets(list)) return { ...r, [list as keyof Items]: items } as R;
  const owner = list.bulletsOf;
  return {
    ...r,
    [owner]: (r[owner] as (Experience | Project)[]).map((e, i) =>
      i === list.entry ? { ...e, bullet_points: items } : e,
    ),
  } as R;
}

/** Writes the entries back: items in order, flags re-keyed to the items' new indices. */
export function writeEntries<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  entries: readonly ItemEntry<L>[],
): R {
  const next = writeItems(
    r,
    list,
    entries.map((e) => e.item),
  );
  const flags: Keyed<unknown> = {};
  entries.forEach((e, i) => {
    if (e.flag !== undefined) flags[String(i)] = e.flag;
  });

  if (!isBullets(list)) {
    const name = list as keyof Items;
    const hasFlags = Object.keys(flags).length > 0 || Object.keys(readFlags(r, list)).length > 0;
    if (!(name in FLAG_KEYS) || !hasFlags) return next;
    const key = FLAG_KEYS[name as keyof typeof FLAG_KEYS];
    return withVisibility(next, (v) => ({ ...v, [key]: flags }));
  }

  const owner = list.bulletsOf;
  const key = FLAG_KEYS[owner];
  const ownerFlags = visibilityOf(r)?.[key][String(list.entry)];
  // Bullet flags live inside the entry's flags; an entry without flags and without bullet flags stays so.
  if (!ownerFlags && Object.keys(flags).length === 0) return next;
  return withVisibility(next, (v) => ({
    ...v,
    [key]: {
      ...v[key],
      [String(list.entry)]: { ...(ownerFlags ?? defaultFlags(owner)), bullet_points: flags },
    },
  }));
}

function defaultFlags(owner: 'experience'): ExperienceFlags;
function defaultFlags(owner: 'projects'): ProjectFlags;
function defaultFlags(owner: 'experience' | 'projects'): ExperienceFlags | ProjectFlags;
function defaultFlags(owner: 'experience' | 'projects'): ExperienceFlags | ProjectFlags {
  if (owner === 'projects') return { visible: true, bullet_points: {} };
  return { visible: true, job_title: true, company: true, location: true, dates: true, bullet_points: {} };
}

const clampIndex = (index: number, length: number) => Math.min(Math.max(index, 0), length);

/** Inserts an item (with its flag, if any) at `index`; an index past the end appends. */
export function insertItem<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  index: number,
  item: ItemOf<L>,
  flag?: FlagOf<L>,
): R {
  const entries = readEntries(r, list);
  entries.splice(clampIndex(index, entries.length), 0, { item, flag });
  return writeEntries(r, list, entries);
}

/** Appends an item. */
export function appendItem<R extends ResumeData, L extends ItemList>(r: R, list: L, item: ItemOf<L>): R {
  return insertItem(r, list, Number.MAX_SAFE_INTEGER, item);
}

/**
 * Removes the item at `index` with its flag, and returns the undo: it puts the item and its flag back at the
 * same position in whatever the resume has become, shifting the neighbours' flags with them.
 */
export function removeItem<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  index: number,
): [R, Undo<R>] {
  const entries = readEntries(r, list);
  const [removed] = entries.splice(index, 1);
  if (!removed) return [r, (current) => current];
  return [
    writeEntries(r, list, entries),
    (current) => insertItem(current, list, index, removed.item, removed.flag),
  ];
}

/** Moves the item at `from` to position `to`, flags included. */
export function moveItem<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  from: number,
  to: number,
): R {
  const entries = readEntries(r, list);
  const [moved] = entries.splice(from, 1);
  if (!moved) return r;
  entries.splice(clampIndex(to, entries.length), 0, moved);
  return writeEntries(r, list, entries);
}

/** Reorders the list: `order[to] = from`. Indices missing from `order` are dropped. */
export function reorderItems<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  order: readonly number[],
): R {
  const entries = readEntries(r, list);
  return writeEntries(
    r,
    list,
    order.flatMap((from) => (entries[from] ? [entries[from]] : [])),
  );
}

/** Keeps the items `keep` accepts, flags included. */
export function filterItems<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  keep: (item: ItemOf<L>, index: number) => boolean,
): R {
  const entries = readEntries(r, list);
  const kept = entries.filter((e, i) => keep(e.item, i));
  return kept.length === entries.length ? r : writeEntries(r, list, kept);
}

/** Replaces the item at `index`; its flag stays. */
export function replaceItem<R extends ResumeData, L extends ItemList>(
  r: R,
  list: L,
  index: number,
  fn: (item: ItemOf<L>) => ItemOf<L>,
): R {
  const items = readItems(r, list) as ItemOf<L>[];
  const item = items[index];
  if (index >= items.length || item === undefined) return r;
  // Same length, same order: the flags stay as they are (and keep their identity for memoised views).
  return writeItems(
    r,
    list,
    items.map((x, i) => (i === index ? fn(item) : x)),
  );
}

// Visibility -------------------------------------------------------------------------------------------

export type HideableList = 'skills' | 'certifications' | 'experience' | 'projects' | BulletList;

/** Whether the item at `index` is shown (its own switch; a hidden section is the caller's concern). */
export function isItemVisible(r: ResumeData, list: HideableList, index: number): boolean {
  const flag = readFlags(r, list)[String(index)];
  if (flag === undefined) return true;
  if (typeof flag === 'boolean') return flag;
  return (flag as { visible: boolean }).visible;
}

/** The flags of an experience entry or project, with defaults filled in. */
export function entryFlags(r: ResumeData, list: 'experience', index: number): ExperienceFlags;
export function entryFlags(r: ResumeData, list: 'projects', index: number): ProjectFlags;
export function entryFlags(
  r: ResumeData,
  list: 'experience' | 'projects',
  index: number,
): ExperienceFlags | ProjectFlags {
  const flags = readFlags(r, list)[String(index)] as Partial<ExperienceFlags> | undefined;
  return { ...defaultFlags(list), ...flags };
}

/** Sets the flags of an experience entry or project. */
export function setEntryFlags<R extends ResumeData>(
  r: R,
  list: 'experience' | 'projects',
  index: number,
  flags: ExperienceFlags | ProjectFlags,
): R {
  const key = FLAG_KEYS[list];
  return withVisibility(r, (v) => ({ ...v, [key]: { ...v[key], [String(index)]: flags } }));
}

/**
 * Shows or hides one item. For an experience entry or a project the switch covers the entry, its fields and
 * all its bullets together (document 2 §5).
 */
export function setItemVisible<R extends ResumeData>(
  r: R,
  list: HideableList,
  index: number,
  on: boolean,
): R {
  if (isBullets(list) || list === 'skills' || list === 'certifications') {
    const entries = readEntries(r, list);
    const entry = entries[index];
    if (!entry) return r;
    entries[index] = { item: entry.item, flag: on };
    return writeEntries(r, list, entries as ItemEntry<typeof list>[]);
  }
  const bullets = Object.fromEntries(
    (r[list][index]?.bullet_points ?? []).map((_, i) => [String(i), on] as const),
  );
  const flags =
    list === 'projects'
      ? { visible: on, bullet_points: bullets }
      : { visible: on, job_title: on, company: on, location: on, dates: on, bullet_points: bullets };
  return setEntryFlags(r, list, index, flags);
}

// Blanks -----------------------------------------------------------------------------------------------

const isBlank = (s: string) => s.trim() === '';

/**
 * Drops blank skills, tools, certifications (no name) and bullets, moving the flags of the items that stay
 * to their new indices. The normaliser runs it on every resume it reads, and the editor before it saves, so
 * both agree on which item each flag belongs to.
 */
export function compactBlanks<R extends ResumeData>(r: R): R {
  let out = filterItems(r, 'skills', (s) => !isBlank(s));
  out = filterItems(out, 'tools', (s) => !isBlank(s));
  out = filterItems(out, 'certifications', (c) => !isBlank(c.name));
  for (const bulletsOf of ['experience', 'projects'] as const) {
    out[bulletsOf].forEach((_, entry) => {
      out = filterItems(out, { bulletsOf, entry }, (b) => !isBlank(b));
    });
  }
  return out;
}
