import { AFFILIATIONS, type AffiliationSlug } from '../corpus/affiliations.ts';
import { CONTACTS } from '../corpus/contacts.ts';
import { ENTITIES } from '../corpus/entities.ts';
import { LINK_KINDS, LINKS } from '../corpus/links.ts';
import { THEME_GRID } from '../corpus/theme-grid.ts';
import { THEMES } from '../corpus/themes.ts';
import type { ContactSeed, EntitySeed, Stance, ThemeSeed } from '../corpus/types.ts';
import { demoId, refId } from '../ids.ts';
import type { ImportRow } from './import-row.ts';

const entries = <T>(record: Record<string, T>): [string, T][] => Object.entries(record);

const affiliationIds = (slugs: AffiliationSlug[] = []) => slugs.map((slug) => demoId('affiliation', slug));

const gridNode = ([start_position, end_position]: Stance) => ({ start_position, end_position });

/** Handles carry a "vigie" suffix so that no demo profile points at a real person's account. */
const socialUrls = (slug: string, networks: ContactSeed['social'] = []) => ({
  ...(networks.includes('twitter') && { url_twitter: `https://x.com/${slug.replaceAll('-', '_')}_vigie` }),
  ...(networks.includes('linkedin') && { url_linkedin: `https://www.linkedin.com/in/${slug}-vigie` }),
});

export const affiliationRows = (): ImportRow<'affiliations'>[] =>
  entries(AFFILIATIONS).map(([slug, affiliation]) => ({ id: demoId('affiliation', slug), ...affiliation }));

export const contactRows = (): ImportRow<'contacts'>[] =>
  entries<ContactSeed>(CONTACTS).map(([slug, seed]) => ({
    id: demoId('contact', slug),
    firstname: seed.firstname,
    lastname: seed.lastname,
    biography: seed.biography,
    career: seed.career,
    affiliations: affiliationIds(seed.affiliations),
    extra_data: { full_mandat: seed.mandate, ...socialUrls(slug, seed.social) },
    grid_node: gridNode(seed.stance),
  }));

export const entityRows = (): ImportRow<'entities'>[] =>
  entries<EntitySeed>(ENTITIES).map(([slug, { affiliations, urls = {}, stance, ...fields }]) => ({
    id: demoId('entity', slug),
    ...fields,
    affiliations: affiliationIds(affiliations),
    extra_data: {
      ...(urls.twitter && { url_twitter: urls.twitter }),
      ...(urls.linkedin && { url_linkedin: urls.linkedin }),
      ...(urls.wikipedia && { url_wikipedia: urls.wikipedia }),
    },
    grid_node: gridNode(stance),
  }));

export const themeRows = (): ImportRow<'themes'>[] =>
  entries<ThemeSeed>(THEMES).map(([slug, { parent, confidential = false, ...fields }]) => ({
    id: demoId('theme', slug),
    ...fields,
    confidential,
    parent_id: parent === undefined ? null : demoId('theme', parent),
  }));

export const linkRows = (): ImportRow<'links'>[] =>
  LINKS.map(([kind, source, target]) => ({
    id: demoId('link', `${kind}/${source.type}:${source.slug}/${target.type}:${target.slug}`),
    source_type: source.type,
    source_id: refId(source),
    target_type: target.type,
    target_id: refId(target),
    ...LINK_KINDS[kind],
  }));

export const themeGridRows = (): ImportRow<'theme_grid'>[] =>
  THEME_GRID.map(([theme, holder, stance]) => ({
    id: demoId('theme-grid', `${theme}/${holder.type}:${holder.slug}`),
    theme_id: demoId('theme', theme),
    ...(holder.type === 'contact' ? { poi_contact_id: refId(holder) } : { poi_entity_id: refId(holder) }),
    ...gridNode(stance),
  }));
