/**
 * Content collections: the site's prose lives in content/ as MDX (or Markdown) with typed
 * frontmatter. Pages in site/pages/ put the entries together; diagrams inside the MDX are
 * <Diagram>/<Compare> components passed in by the page (no imports in the content files).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const mdx = '**/*.{md,mdx}';

/** One rule of the default ruleset (R1–R10), one entry each, shown in order on /rules/. */
const rules = defineCollection({
  loader: glob({ pattern: mdx, base: './content/rules' }),
  schema: z.object({
    rule: z.string().regex(/^R(10|[1-9])$/, 'rule must be R1 … R10'),
    title: z.string().min(3),
    summary: z.string().min(10),
    /** The rule options this rule has (their names in the engine and the [Rules] tag). */
    options: z.array(z.enum(['trigger', 'release', 'capture', 'threat', 'ohNo'])).default([]),
  }),
});

/** The Rulings page: where the drafts disagree, what we chose, and rulings on holes. */
const rulings = defineCollection({
  loader: glob({ pattern: mdx, base: './content/rulings' }),
  schema: z.object({
    title: z.string().min(3),
    summary: z.string().min(10),
    order: z.number().int().default(100),
    /** The section's id on the page (links such as /rulings/#trigger). */
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(),
    /** `contradiction`: the drafts say different things; `option`: a rule option; `hole`: no text decides. */
    kind: z.enum(['contradiction', 'option', 'clarification', 'hole']).default('hole'),
  }),
});

const variantIds = [
  'chess', 'berserker', 'game-of-pawns', 'berolina', 'berserker-berolina', 'battle-of-the-kings', 'brawl', 'berserker-brawl',
] as const;

/** One page per variant under /variants/<id>/. */
const variants = defineCollection({
  loader: glob({ pattern: mdx, base: './content/variants' }),
  schema: z.object({
    title: z.string().min(3),
    summary: z.string().min(10),
    order: z.number().int(),
    /** The engine's variant id for the setup and the piece table. */
    engine: z.enum(variantIds),
    /** The same variant with the Berserker modifier, when it exists. */
    withBerserker: z.enum(variantIds).optional(),
    /** Where the rules come from, in a sentence. */
    source: z.string().min(10),
    /** The array is our reconstruction (Brawl Chess). */
    reconstructed: z.boolean().default(false),
    /** Show the piece table (false for the rules lab). */
    pieceTable: z.boolean().default(true),
  }),
});

/** The Notation page, section by section. */
const notation = defineCollection({
  loader: glob({ pattern: mdx, base: './content/notation' }),
  schema: z.object({
    title: z.string().min(3),
    summary: z.string().min(10),
    order: z.number().int(),
  }),
});

/** Free-standing guides (the home page introduction, embedding). */
const guides = defineCollection({
  loader: glob({ pattern: mdx, base: './content/guides' }),
  schema: z.object({
    title: z.string().min(3),
    summary: z.string().min(10),
  }),
});

export const collections = { rules, rulings, variants, notation, guides };
