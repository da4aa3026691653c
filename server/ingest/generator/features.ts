/**
 * Feature content: the per-model feature names on each product (spec §3
 * productModel.features) and the discipline-feature rows behind GET
 * /api/disciplineFeature (spec §3 "Discipline feature: contents (resourceUrl,
 * primaryTitle, secondaryTitle, description, studentDescription, ctaText, ctaUrl),
 * potentialActions.url. Item with appCTAs is the mobile feature").
 *
 * Row scoping (discipline_feature columns): a row with primary_code applies to that
 * subject; with product_model to that model; learning_app rows to learning
 * applications; a row with neither applies to every product. `audience` matches the
 * call's instrFeature (instructor / student / all).
 *
 * Images are relative (`/images/features/*.svg`, served by the PWA's public folder) and
 * CTA links go to example.com: nothing depends on an outside host.
 */
import type { Insertable } from 'kysely';
import type { DisciplineFeatureTable, ProductModel } from '../../db/types.ts';
import type { PrimarySubject } from './subjects.ts';
import { inSentence, titleNoun } from './titles.ts';
import { isSafeAddress } from '../../../contract/addresses.ts';

export const MODEL_FEATURES: Record<ProductModel, string[]> = {
  REVEL: [
    'Interactive readings',
    'Embedded videos and animations',
    'Journal and shared writing prompts',
    'Performance dashboard',
    'Mobile app with offline reading',
  ],
  REVEL_CITE: ['Interactive readings', 'Citable page numbers', 'Quizzes after every section', 'Performance dashboard'],
  OZ_CITE: [
    'Adaptive reading path',
    'Citable page numbers',
    'Embedded assessments',
    'Accessibility checked (WCAG 2.1 AA)',
  ],
  SUMATRA: ['Personalised homework', 'Adaptive study plan', 'Automatic grading', 'Gradebook that syncs with your LMS'],
  SUMATRA_CITE: [
    'Personalised homework',
    'Citable eText pages',
    'Learning objective reports',
    'Gradebook that syncs with your LMS',
  ],
  ETEXT2_PXE: ['Search, highlights and notes', 'Flashcards', 'Audio read-aloud', 'Offline reading in the mobile app'],
  ETEXT2_CITE: [
    'Page numbers that match print',
    'Search, highlights and notes',
    'Flashcards',
    'Offline reading in the mobile app',
  ],
  ETEXT1_PDF: ['Page-faithful PDF replica', 'Bookmarks and notes', 'Print-friendly pages'],
  ETEXT_EPUB_STANDARD: ['Reflowable EPUB text', 'Adjustable text size', 'Screen-reader support'],
  ETEXT_EPUB_BRONTE: ['Reflowable EPUB text', 'Embedded media', 'Dark mode', 'Screen-reader support'],
  CUSTOM_COLLECTIONS: [
    'Chapters chosen by your institution',
    'Your own course materials alongside',
    'One affordable price',
  ],
  COLLECTION: ['Chapters from several titles', 'Reorder and hide content', 'Add your own readings and links'],
  LEARNING_CATALYTICS: [
    'In-class polling on any device',
    'Open-ended and graphical questions',
    'Seat-map discussion groups',
    'Session reports',
  ],
  MEDIA_SHARE: ['Video assignments', 'Time-stamped peer feedback', 'Rubric-based grading', 'Mobile recording'],
  PEARSON_WRITER: [
    'Writing and research assistant',
    'Citation builder',
    'Grammar and style feedback',
    'Writing projects tracker',
  ],
};

type Row = Insertable<DisciplineFeatureTable>;

export interface FeatureContent {
  resourceUrl: string;
  primaryTitle: string;
  secondaryTitle: string;
  description: string;
  studentDescription: string;
  ctaText: string;
  ctaUrl: string;
  appCTAs?: { platformType: 'android' | 'iTunes'; ctaUrl: string; ctaImageUrl: string }[];
}

/** Every address a feature carries, by field (spec §3 "Discipline feature"), for the address rule. */
export function featureAddresses(content: FeatureContent): [field: string, address: string][] {
  return [
    ['resourceUrl', content.resourceUrl],
    ['ctaUrl', content.ctaUrl],
    ...(content.appCTAs ?? []).flatMap((cta, i): [string, string][] => [
      [`appCTAs[${i}].ctaUrl`, cta.ctaUrl],
      [`appCTAs[${i}].ctaImageUrl`, cta.ctaImageUrl],
    ]),
  ];
}

/** Throws naming the field when a feature carries an address the catalogue may not (contract/addresses.ts). */
export function checkFeatureAddresses(content: FeatureContent): void {
  for (const [field, address] of featureAddresses(content))
    if (!isSafeAddress(address))
      throw new Error(
        `discipline feature "${content.primaryTitle}": ${field} ${JSON.stringify(address)} is not an https: address or a /-rooted path`,
      );
}

const row = (
  content: FeatureContent,
  scope: {
    primary_code?: string;
    product_model?: ProductModel;
    learning_app?: boolean;
    audience?: 'instructor' | 'student' | 'all';
  },
  position: number,
): Row => {
  checkFeatureAddresses(content);
  return {
    primary_code: scope.primary_code ?? null,
    product_model: scope.product_model ?? null,
    learning_app: scope.learning_app ?? false,
    audience: scope.audience ?? 'all',
    position,
    content: JSON.stringify(content),
    potential_action_url: content.ctaUrl,
  };
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const SUBJECT_FEATURES: ((
  noun: string,
  inText: string,
) => Omit<FeatureContent, 'resourceUrl' | 'ctaUrl' | 'ctaText'>)[] = [
  (s, t) => ({
    primaryTitle: 'Dynamic Study Modules',
    secondaryTitle: `Adaptive practice for ${s}`,
    description: `Assign short, adaptive study modules before class so students arrive ready to discuss ${t}.`,
    studentDescription:
      'Answer a few questions, rate your confidence, and the module focuses on what you have not mastered yet.',
  }),
  (_s, t) => ({
    primaryTitle: 'Interactive figures',
    secondaryTitle: `See ${t} in motion`,
    description:
      'Figures that students can manipulate turn static diagrams into experiments, with auto-graded follow-up questions.',
    studentDescription: 'Change the values in a figure and watch what happens; then check your understanding.',
  }),
  (s) => ({
    primaryTitle: 'Instructor resources',
    secondaryTitle: `Everything you need to teach ${s}`,
    description:
      'Lecture slides, a test bank with thousands of questions, and an instructor\u2019s manual with active-learning activities.',
    studentDescription: 'Your instructor may use these resources to build quizzes and class activities.',
  }),
];

/** All discipline-feature rows: per subject, per model, for learning applications, and the mobile-app feature. */
export function disciplineFeatureRows(subjects: readonly PrimarySubject[]): Row[] {
  const rows: Row[] = [];
  for (const subject of subjects) {
    const noun = titleNoun(subject);
    SUBJECT_FEATURES.forEach((make, i) => {
      const body = make(noun, inSentence(noun));
      rows.push(
        row(
          {
            ...body,
            resourceUrl: `/images/features/${slug(body.primaryTitle)}.svg`,
            ctaText: 'Learn more',
            ctaUrl: `https://www.example.com/features/${slug(body.primaryTitle)}?discipline=${subject.code}`,
          },
          { primary_code: subject.code, audience: i === 2 ? 'instructor' : 'all' },
          i,
        ),
      );
    });
  }
  for (const [model, names] of Object.entries(MODEL_FEATURES) as [ProductModel, string[]][]) {
    const learningApp = model === 'LEARNING_CATALYTICS' || model === 'MEDIA_SHARE' || model === 'PEARSON_WRITER';
    rows.push(
      row(
        {
          resourceUrl: `/images/features/${slug(model)}.svg`,
          primaryTitle: names[0]!,
          secondaryTitle: names.slice(1).join(' \u00b7 '),
          description: `Built into every ${model.replace(/_/g, ' ').toLowerCase()} product: ${names.join(', ').toLowerCase()}.`,
          studentDescription: `${names[0]} and more, on any device.`,
          ctaText: 'See how it works',
          ctaUrl: `https://www.example.com/platforms/${slug(model)}`,
        },
        { product_model: model, learning_app: learningApp },
        10,
      ),
    );
  }
  // The mobile feature (spec §2: shown for eText and the eText2 cite model).
  rows.push(
    row(
      {
        resourceUrl: '/images/features/mobile-app.svg',
        primaryTitle: 'Take your eText anywhere',
        secondaryTitle: 'The free mobile app',
        description:
          'Students can read, highlight and study offline on their phone or tablet; notes sync across devices.',
        studentDescription:
          'Download the app, sign in, and your eText is waiting for you\u2014even without a connection.',
        ctaText: 'Get the app',
        ctaUrl: 'https://www.example.com/mobile-app',
        appCTAs: [
          {
            platformType: 'android',
            ctaUrl: 'https://play.example.com/store/apps/details?id=com.example.etext',
            ctaImageUrl: '/images/badges/google-play.svg',
          },
          {
            platformType: 'iTunes',
            ctaUrl: 'https://apps.example.com/app/etext/id000000000',
            ctaImageUrl: '/images/badges/app-store.svg',
          },
        ],
      },
      {},
      20,
    ),
  );
  return rows;
}
